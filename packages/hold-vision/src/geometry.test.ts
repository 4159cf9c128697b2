import { describe, expect, it } from 'vitest';
import {
  bbox,
  bboxCentre,
  centroid,
  distanceToOutline,
  distanceToSegment,
  pointInPolygon,
  polygonArea,
  scalePoints,
} from './geometry.ts';

const square = (x: number, y: number, size: number) => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];
const ell = [
  { x: 0, y: 0 },
  { x: 2, y: 0 },
  { x: 2, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 2 },
  { x: 0, y: 2 },
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a convex polygon', () => {
    expect(pointInPolygon(square(0, 0, 10), { x: 5, y: 5 })).toBe(true);
    expect(pointInPolygon(square(0, 0, 10), { x: 15, y: 5 })).toBe(false);
  });
  it('follows a concave outline', () => {
    expect(pointInPolygon(ell, { x: 0.5, y: 1.5 })).toBe(true);
    expect(pointInPolygon(ell, { x: 1.5, y: 1.5 })).toBe(false);
  });
  it('finds nothing inside no points', () => {
    expect(pointInPolygon([], { x: 0, y: 0 })).toBe(false);
  });
});

describe('distances', () => {
  it('measures to the nearest point of a segment, ends included', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });
  it('measures to the closed outline from outside and from inside', () => {
    expect(distanceToOutline(square(0, 0, 10), { x: 13, y: 5 })).toBe(3);
    expect(distanceToOutline(square(0, 0, 10), { x: 2, y: 5 })).toBe(2);
    // The closing edge (last corner back to the first) counts.
    expect(distanceToOutline(square(0, 0, 10), { x: -1, y: 5 })).toBe(1);
    expect(distanceToOutline([], { x: 0, y: 0 })).toBe(Infinity);
  });
});

describe('area and boxes', () => {
  it('gives the area whatever the winding', () => {
    expect(polygonArea(square(0, 0, 10))).toBe(100);
    expect(polygonArea([...square(0, 0, 10)].reverse())).toBe(100);
    expect(polygonArea(ell)).toBe(3);
  });
  it('gives the bounding box, its centre and the centroid', () => {
    expect(bbox(ell)).toEqual({ minX: 0, minY: 0, maxX: 2, maxY: 2 });
    expect(bboxCentre(ell)).toEqual({ x: 1, y: 1 });
    expect(centroid(square(0, 0, 2))).toEqual({ x: 1, y: 1 });
  });
  it('stretches points per axis', () => {
    expect(scalePoints([{ x: 0.5, y: 0.25 }], 400, 200)).toEqual([{ x: 200, y: 50 }]);
  });
});
