/**
 * The climb screens' local preferences (spec section 3), kept in this browser by
 * useLocalPreference: the keys in one place so the editor's settings and the climb page agree.
 */
export const CLIMB_PREFERENCES = {
  colorBlind: 'color-blind',
  footOnly: 'foot-only-holds',
  handOnly: 'hand-only-holds',
  hideUndoRedo: 'hide-undo-redo',
  showUnselected: 'show-unselected-polygons',
  editorHelpHidden: 'climb-editor-help-hidden',
} as const;
