import { describe, expect, it } from 'vitest';
import { sessionLength } from './session-span';

describe('sessionLength', () => {
  it('says hours and minutes, or minutes alone', () => {
    expect(sessionLength('2026-11-30T10:00:00Z', '2026-11-30T11:20:20Z')).toBe('1 h 20 min');
    expect(sessionLength('2026-11-30T10:00:00Z', '2026-11-30T10:45:00Z')).toBe('45 min');
  });
});
