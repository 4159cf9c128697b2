/**
 * What pages and the app shell use of lists (no other feature imports it: a page composes them).
 * A page may also import one of its files directly, as a lazy split needs.
 */
export { WallListsPanel } from './components/wall-lists-panel';
export { AddToListButton } from './components/add-to-list-button';
export { useClimbList } from './api/list-calls';
