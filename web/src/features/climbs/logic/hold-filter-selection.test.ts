import { HOLD_FILTER_MAX } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { onlyPicked, tapHoldFilter } from './hold-filter-selection';

const none = { uses: [], avoids: [] };

describe('picking holds for the climbs list filter', () => {
  it('cycles a tapped hold: must use, must not use, out of the filter', () => {
    const used = tapHoldFilter(none, 'a');
    expect(used).toEqual({ uses: ['a'], avoids: [] });
    const avoided = tapHoldFilter(used, 'a');
    expect(avoided).toEqual({ uses: [], avoids: ['a'] });
    expect(tapHoldFilter(avoided, 'a')).toEqual(none);
  });

  it('keeps the other holds as they are', () => {
    const both = tapHoldFilter(tapHoldFilter(tapHoldFilter(none, 'a'), 'b'), 'b');
    expect(both).toEqual({ uses: ['a'], avoids: ['b'] });
  });

  it(`adds no new hold once ${HOLD_FILTER_MAX} are named, but still cycles the named ones`, () => {
    const full = { uses: Array.from({ length: HOLD_FILTER_MAX }, (_, i) => `h${i}`), avoids: [] };
    expect(tapHoldFilter(full, 'new')).toBe(full);
    expect(tapHoldFilter(full, 'h0').avoids).toEqual(['h0']);
  });

  it("turns 'only these holds' into avoiding every other hold, when they fit", () => {
    expect(onlyPicked({ uses: ['a', 'c'], avoids: ['b'] }, ['a', 'b', 'c', 'd'])).toEqual({
      uses: [],
      avoids: ['b', 'd'],
    });
    const many = Array.from({ length: HOLD_FILTER_MAX + 2 }, (_, i) => `h${i}`);
    expect(onlyPicked({ uses: ['h0'], avoids: [] }, many)).toBeNull();
  });
});
