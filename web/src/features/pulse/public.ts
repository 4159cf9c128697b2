/**
 * What other features may use from the wall's pulse: import it from here, never from this
 * feature's own folders, so this file is the whole of what they depend on.
 */
export { WallFeed } from './components/wall-feed';
export { WallLeaderboard } from './components/wall-leaderboard';
