import { readLocalPreference } from '../util/read-local-preference';

/**
 * How a climb's holds are drawn, kept in this browser (spec 3's local preferences): each key, its
 * default and its reading once, without React, so the app's hooks (display-preferences.ts) and the
 * first screen's script (web/src/first-screen) draw a climb alike.
 */
export const DISPLAY_PREFERENCES = {
  /** Every hold white with its role's letter (spec: 'white with letters S, I, F, H, T'). */
  colorBlind: 'color-blind',
  /** The climb page dims everything but the climb's holds. */
  spotlight: 'climb-spotlight',
  /** How dark the dimming is, 0..1. */
  spotlightStrength: 'climb-spotlight-strength',
  /** The climb page writes each hold's role letter beside its ring (on until switched off). */
  letters: 'climb-hold-letters',
} as const;

export const DISPLAY_DEFAULTS = { colorBlind: false, spotlight: true, letters: true } as const;

export const SPOTLIGHT_STRENGTH = { min: 0.2, max: 0.85, step: 0.05, default: 0.65 } as const;

/** A stored strength within what the slider offers (a value from an older version or another tab's typo). */
export function spotlightStrengthOf(stored: unknown): number {
  return typeof stored === 'number' && Number.isFinite(stored)
    ? Math.min(SPOTLIGHT_STRENGTH.max, Math.max(SPOTLIGHT_STRENGTH.min, stored))
    : SPOTLIGHT_STRENGTH.default;
}

/** How dark the wall outside the climb is drawn: the strength with the spotlight on, else no dimming. */
export const spotlightDimming = (on: boolean, strength: number): number | null => (on ? strength : null);

/** The spotlight's switch and slider as this browser keeps them. */
export function readSpotlightSetting() {
  return {
    on: readLocalPreference<boolean>(DISPLAY_PREFERENCES.spotlight, DISPLAY_DEFAULTS.spotlight),
    strength: spotlightStrengthOf(
      readLocalPreference(DISPLAY_PREFERENCES.spotlightStrength, SPOTLIGHT_STRENGTH.default),
    ),
  };
}

/** The climb layer's options as this browser keeps them (ClimbLayer's colorBlind, letters, spotlight). */
export function readClimbDisplay() {
  const read = <K extends keyof typeof DISPLAY_DEFAULTS>(name: K): boolean =>
    readLocalPreference<boolean>(DISPLAY_PREFERENCES[name], DISPLAY_DEFAULTS[name]);
  const spotlight = readSpotlightSetting();
  return {
    colorBlind: read('colorBlind'),
    letters: read('letters'),
    spotlight: spotlightDimming(spotlight.on, spotlight.strength),
  };
}
