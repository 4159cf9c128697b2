/**
 * What other features and the app shell may use from walls: import it from here, never from
 * walls' own folders, so this file is the whole of what they depend on.
 */
export { useSpotlightWall, spotlightQuery } from './api/get-spotlight-wall';
export { preloadWallPage } from './api/preload-wall-page';
export { useWall } from './api/get-wall';
export { useRevision } from './api/get-revision';
export { wallKeys } from './api/wall-keys';
export { WallNotFound } from './components/wall-not-found';
