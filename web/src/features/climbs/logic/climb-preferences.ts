import { DISPLAY_PREFERENCES } from '../../../shared/canvas/display-preferences';

/**
 * The climb screens' local preferences (spec section 3), kept in this browser by
 * useLocalPreference: the keys in one place so the editor's settings and the climb page agree.
 */
export const CLIMB_PREFERENCES = {
  colorBlind: DISPLAY_PREFERENCES.colorBlind,
  footOnly: 'foot-only-holds',
  handOnly: 'hand-only-holds',
  hideUndoRedo: 'hide-undo-redo',
  showUnselected: 'show-unselected-polygons',
  /** The editor's help opened once in this browser (the key kept from when it was an opt-out box). */
  editorHelpSeen: 'climb-editor-help-hidden',
} as const;

/** Each preference's value until the climber changes it: foot-only holds are on (issue 23), the rest off. */
export const CLIMB_PREFERENCE_DEFAULTS: Record<string, boolean> = {
  [CLIMB_PREFERENCES.footOnly]: true,
};

/** The value a climb preference has in a browser that never set it. */
export const climbPreferenceDefault = (preference: string) => CLIMB_PREFERENCE_DEFAULTS[preference] ?? false;
