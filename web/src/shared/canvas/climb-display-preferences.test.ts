import { beforeEach, describe, expect, it } from 'vitest';
import { readClimbDisplay, spotlightDimming, spotlightStrengthOf } from './climb-display-preferences';

const store = (key: string, value: unknown) =>
  window.localStorage.setItem(`spraybook-pref:${key}`, JSON.stringify(value));

describe('spotlightStrengthOf', () => {
  it('keeps a strength the slider offers', () => {
    expect(spotlightStrengthOf(0.4)).toBe(0.4);
  });
  it('clamps a strength beyond the slider to 0.2..0.85', () => {
    expect(spotlightStrengthOf(0.05)).toBe(0.2);
    expect(spotlightStrengthOf(1)).toBe(0.85);
  });
  it('gives 0.65 for anything but a finite number', () => {
    expect(spotlightStrengthOf('0.4')).toBe(0.65);
    expect(spotlightStrengthOf(Number.NaN)).toBe(0.65);
    expect(spotlightStrengthOf(null)).toBe(0.65);
  });
});

describe('spotlightDimming', () => {
  it('dims at the strength with the spotlight on, not at all with it off', () => {
    expect(spotlightDimming(true, 0.5)).toBe(0.5);
    expect(spotlightDimming(false, 0.5)).toBeNull();
  });
});

describe('readClimbDisplay', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws in colour with letters and the spotlight at 0.65 until the climber changes them', () => {
    expect(readClimbDisplay()).toEqual({ colorBlind: false, letters: true, spotlight: 0.65 });
  });
  it("reads the climber's choices under the app's keys", () => {
    store('color-blind', true);
    store('climb-hold-letters', false);
    store('climb-spotlight-strength', 0.3);
    expect(readClimbDisplay()).toEqual({ colorBlind: true, letters: false, spotlight: 0.3 });
  });
  it('dims nothing with the spotlight switched off, whatever its strength', () => {
    store('climb-spotlight', false);
    store('climb-spotlight-strength', 0.3);
    expect(readClimbDisplay().spotlight).toBeNull();
  });
  it('clamps a stored strength as the slider does', () => {
    store('climb-spotlight-strength', 0.99);
    expect(readClimbDisplay().spotlight).toBe(0.85);
  });
});
