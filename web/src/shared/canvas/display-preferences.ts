import { useLocalPreference } from '../../lib/local-preference';

/**
 * How a climb's holds are drawn, kept in this browser (spec 3's local preferences): one key and one
 * reader each, so the Settings screen, the climb editor's drawer and the climb page agree.
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

export const SPOTLIGHT_STRENGTH = { min: 0.2, max: 0.85, step: 0.05, default: 0.65 } as const;

export const useColorBlindMode = () => useLocalPreference(DISPLAY_PREFERENCES.colorBlind, false);
export const useSpotlight = () => useLocalPreference(DISPLAY_PREFERENCES.spotlight, true);
export const useLetters = () => useLocalPreference(DISPLAY_PREFERENCES.letters, true);
export function useSpotlightStrength() {
  const [stored, set] = useLocalPreference(DISPLAY_PREFERENCES.spotlightStrength, SPOTLIGHT_STRENGTH.default);
  // A value from an older version or another tab's typo stays within what the slider offers.
  const value = Number.isFinite(stored)
    ? Math.min(SPOTLIGHT_STRENGTH.max, Math.max(SPOTLIGHT_STRENGTH.min, stored))
    : SPOTLIGHT_STRENGTH.default;
  return [value, set] as const;
}
