import { useLocalPreference } from '../util/local-preference';
import {
  DISPLAY_DEFAULTS,
  DISPLAY_PREFERENCES,
  SPOTLIGHT_STRENGTH,
  spotlightStrengthOf,
} from './climb-display-preferences';

/**
 * The display preferences as hooks, one reader each, so the Settings screen, the climb editor's
 * drawer and the climb page agree (keys and defaults: climb-display-preferences.ts).
 */
export { DISPLAY_PREFERENCES, SPOTLIGHT_STRENGTH, spotlightDimming } from './climb-display-preferences';

export const useColorBlindMode = () =>
  useLocalPreference(DISPLAY_PREFERENCES.colorBlind, DISPLAY_DEFAULTS.colorBlind);
export const useSpotlight = () =>
  useLocalPreference(DISPLAY_PREFERENCES.spotlight, DISPLAY_DEFAULTS.spotlight);
export const useLetters = () => useLocalPreference(DISPLAY_PREFERENCES.letters, DISPLAY_DEFAULTS.letters);
export function useSpotlightStrength() {
  const [stored, set] = useLocalPreference(DISPLAY_PREFERENCES.spotlightStrength, SPOTLIGHT_STRENGTH.default);
  return [spotlightStrengthOf(stored), set] as const;
}
