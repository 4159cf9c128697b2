/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
/** The commit the build was made from (web/vite.config.ts). */
declare const __SOURCE_COMMIT__: string;
