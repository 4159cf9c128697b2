/**
 * What pages and the app shell use of beta videos (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { ClimbBetaVideos } from './components/climb-beta-videos';
