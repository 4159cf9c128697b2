import { describe, expect, it } from 'vitest';
import { CLIMB_PREFERENCES, climbPreferenceDefault } from './climb-preferences';

describe('climb preference defaults', () => {
  it('turns foot-only holds on in a browser that never set them', () => {
    expect(climbPreferenceDefault(CLIMB_PREFERENCES.footOnly)).toBe(true);
  });
  it('leaves the other preferences off', () => {
    expect(climbPreferenceDefault(CLIMB_PREFERENCES.handOnly)).toBe(false);
    expect(climbPreferenceDefault(CLIMB_PREFERENCES.colorBlind)).toBe(false);
  });
});
