/** What the app shell may use from home: import it from here only. */
export { preloadHomePage } from './api/preload-home-page';
