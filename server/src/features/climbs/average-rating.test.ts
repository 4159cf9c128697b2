import { describe, expect, it } from 'vitest';
import { averageRating } from './average-rating.ts';

describe('averageRating', () => {
  it('is null without votes', () => {
    expect(averageRating([])).toBeNull();
  });

  it('counts an anonymous vote 0.75 of a public one', () => {
    // (1×5 + 0.75×1) / 1.75 = 3.2857… → 3.3
    expect(
      averageRating([
        { value: 5, public: true },
        { value: 1, public: false },
      ]),
    ).toBe(3.3);
    expect(averageRating([{ value: 2, public: false }])).toBe(2);
  });
});
