/**
 * What other features may use from votes: import it from here, never from votes' own folders,
 * so this file is the whole of what they depend on.
 */
export { BrokenWarning } from './components/broken-warning';
export { ClimbVotes } from './components/climb-votes';
export { ClimbTags } from './components/climb-tags';
