/**
 * What pages and the app shell use of the wall's pulse (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { WallFeed } from './components/wall-feed';
export { WallLeaderboard } from './components/wall-leaderboard';
