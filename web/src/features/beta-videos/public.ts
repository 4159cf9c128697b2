/**
 * What other features may use from beta videos: import it from here, never from this feature's
 * own folders, so this file is the whole of what they depend on.
 */
export { ClimbBetaVideos } from './components/climb-beta-videos';
