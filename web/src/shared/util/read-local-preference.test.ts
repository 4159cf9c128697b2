import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalPreference } from './read-local-preference';

describe('readLocalPreference', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads the JSON value kept under the spraybook-pref: key', () => {
    window.localStorage.setItem('spraybook-pref:climb-spotlight-strength', '0.4');
    expect(readLocalPreference('climb-spotlight-strength', 0.65)).toBe(0.4);
  });
  it('gives the default for a preference never set', () => {
    expect(readLocalPreference('color-blind', false)).toBe(false);
  });
  it('gives the default for a value that is not JSON', () => {
    window.localStorage.setItem('spraybook-pref:color-blind', '{oops');
    expect(readLocalPreference('color-blind', false)).toBe(false);
  });
  it('gives the default when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readLocalPreference('climb-hold-letters', true)).toBe(true);
  });
});
