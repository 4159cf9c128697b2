import { describe, expect, it } from 'vitest';
import { pushAvailability } from './push-availability';

const base = { secure: true, hasPush: true, ios: false, installed: false };

describe('pushAvailability', () => {
  it('is available in a secure browser with push', () => {
    expect(pushAvailability(base)).toBe('available');
  });
  it('needs a secure address first', () => {
    expect(pushAvailability({ ...base, secure: false })).toBe('insecure');
  });
  it('on an iPhone, only in the installed app', () => {
    expect(pushAvailability({ ...base, ios: true, hasPush: false })).toBe('ios-install');
    expect(pushAvailability({ ...base, ios: true, installed: true })).toBe('available');
  });
  it('says so in a browser without push', () => {
    expect(pushAvailability({ ...base, hasPush: false })).toBe('unsupported');
  });
});
