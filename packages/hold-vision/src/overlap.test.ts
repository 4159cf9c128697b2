import { describe, expect, it } from 'vitest';
import { shareInside } from './overlap.ts';

const square = (left: number, top: number, side: number) => [
  { x: left, y: top },
  { x: left + side, y: top },
  { x: left + side, y: top + side },
  { x: left, y: top + side },
];

describe('shareInside', () => {
  it("is the share of the first polygon's area inside the second, whichever is larger", () => {
    expect(shareInside(square(0.4, 0.4, 0.1), square(0.3, 0.3, 0.3))).toBe(1);
    expect(shareInside(square(0.3, 0.3, 0.3), square(0.4, 0.4, 0.1))).toBeCloseTo(1 / 9, 1);
    expect(shareInside(square(0.4, 0.4, 0.1), square(0.45, 0.3, 0.3))).toBeCloseTo(0.5, 5);
    expect(shareInside(square(0.4, 0.4, 0.1), square(0.7, 0.7, 0.1))).toBe(0);
  });
});
