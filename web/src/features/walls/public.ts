/**
 * What other features and the app shell may use from walls: import it from here, never from
 * walls' own folders, so this file is the whole of what they depend on.
 */
export { preloadWallPage } from './api/preload-wall-page';
