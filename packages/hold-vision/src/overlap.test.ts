import { describe, expect, it } from 'vitest';
import { shareInside } from './overlap.ts';
import { squarePolygon } from './test-images.ts';

describe('shareInside', () => {
  it("is the share of the first polygon's area inside the second, whichever is larger", () => {
    expect(shareInside(squarePolygon(0.4, 0.4, 0.1), squarePolygon(0.3, 0.3, 0.3))).toBe(1);
    expect(shareInside(squarePolygon(0.3, 0.3, 0.3), squarePolygon(0.4, 0.4, 0.1))).toBeCloseTo(1 / 9, 1);
    expect(shareInside(squarePolygon(0.4, 0.4, 0.1), squarePolygon(0.45, 0.3, 0.3))).toBeCloseTo(0.5, 5);
    expect(shareInside(squarePolygon(0.4, 0.4, 0.1), squarePolygon(0.7, 0.7, 0.1))).toBe(0);
  });
});
