import { describe, expect, it } from 'vitest';
import { svgPoints } from './svg-points';

describe('svgPoints', () => {
  it("writes a relative polygon in the photo's pixels, corner after corner", () => {
    expect(
      svgPoints(
        [
          { x: 0, y: 0 },
          { x: 0.5, y: 0.25 },
          { x: 1, y: 1 },
        ],
        200,
        100,
      ),
    ).toBe('0,0 100,25 200,100');
  });
});
