import { useLocalPreference } from '../../../shared/util/local-preference';
import { climbPreferenceDefault } from '../logic/climb-preferences';

/** A climb preference kept in this browser, with its default until the climber changes it. */
export const useClimbPreference = (preference: string) =>
  useLocalPreference(preference, climbPreferenceDefault(preference));
