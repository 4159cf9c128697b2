/**
 * What other features may use from walls: import it from here, never from walls' own folders,
 * so this file is the whole of what they depend on.
 */
export { useSpotlightWall } from './api/get-spotlight-wall';
