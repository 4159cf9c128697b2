/**
 * What other features may use from lists: import it from here, never from this feature's own
 * folders, so this file is the whole of what they depend on.
 */
export { WallListsPanel } from './components/wall-lists-panel';
export { AddToListButton } from './components/add-to-list-button';
export { useClimbList } from './api/list-calls';
