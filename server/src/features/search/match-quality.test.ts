import { describe, expect, it } from 'vitest';
import { matchQuality } from './match-quality.ts';

describe('matchQuality', () => {
  it('ranks the whole name, its start, a word start, anywhere, then a near miss', () => {
    const scores = ['Moonwalk', 'Moonwalker', 'The moonwalk', 'Bigmoonwalk', 'Monwalk'].map((name) =>
      matchQuality('moonwalk', name),
    );
    expect(scores).toEqual([4, 3, 2, 1, 0]);
  });

  it('ignores case and surrounding spaces, and scores nothing for no name', () => {
    expect(matchQuality('  MOON ', 'moon')).toBe(4);
    expect(matchQuality('moon', null)).toBe(0);
    expect(matchQuality('', 'moon')).toBe(0);
  });
});
