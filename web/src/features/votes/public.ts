/**
 * What pages and the app shell use of votes (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { BrokenWarning } from './components/broken-warning';
export { ClimbVotes } from './components/climb-votes';
export { ClimbTags } from './components/climb-tags';
