import { describe, expect, it } from 'vitest';
import { polygonsTooClose } from './polygon.ts';

const square = (x: number, y: number, size: number) => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];

describe('polygon helpers', () => {
  it('flags overlapping polygons and ones closer than the gap', () => {
    expect(polygonsTooClose(square(0, 0, 10), square(5, 5, 10), 0)).toBe(true);
    expect(polygonsTooClose(square(0, 0, 10), square(13, 0, 10), 5)).toBe(true);
    expect(polygonsTooClose(square(0, 0, 10), square(13, 0, 10), 2)).toBe(false);
  });

  it('flags a cross shape whose edges intersect without any vertex inside the other', () => {
    const wide = [
      { x: 0, y: 4 },
      { x: 20, y: 4 },
      { x: 20, y: 6 },
      { x: 0, y: 6 },
    ];
    const tall = [
      { x: 9, y: -5 },
      { x: 11, y: -5 },
      { x: 11, y: 15 },
      { x: 9, y: 15 },
    ];
    expect(polygonsTooClose(wide, tall, 0)).toBe(true);
  });
});
