import { describe, expect, it } from 'vitest';
import { brokenDistribution, showsBrokenWarning } from './vote-summary';

const votes = (...values: boolean[]) => values.map((value) => ({ value }));

describe('broken votes', () => {
  it('warn from two climbers saying the climb is broken, not one', () => {
    expect(showsBrokenWarning(votes(true))).toBe(false);
    expect(showsBrokenWarning(votes(true, false, false))).toBe(false);
    expect(showsBrokenWarning(votes(true, true))).toBe(true);
  });

  it('count each value', () => {
    expect(brokenDistribution(votes(true, false, true))).toEqual([
      { value: true, label: 'Broken', count: 2 },
      { value: false, label: 'Not broken', count: 1 },
    ]);
  });
});
