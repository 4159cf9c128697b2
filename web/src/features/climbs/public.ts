/**
 * What pages and the app shell use of climbs (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { WallClimbsSection } from './components/wall-climbs-section';
export { preloadClimbPage } from './api/preload-climb-page';
