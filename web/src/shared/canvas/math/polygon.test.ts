import { describe, expect, it } from 'vitest';
import { holdAt, pointInPolygon, polygonArea, polygonCentre } from './polygon';

const square = [
  { x: 0.1, y: 0.1 },
  { x: 0.5, y: 0.1 },
  { x: 0.5, y: 0.5 },
  { x: 0.1, y: 0.5 },
];
const small = [
  { x: 0.2, y: 0.2 },
  { x: 0.3, y: 0.2 },
  { x: 0.3, y: 0.3 },
  { x: 0.2, y: 0.3 },
];
// A concave "L": its notch is outside.
const ell = [
  { x: 0.6, y: 0.6 },
  { x: 0.9, y: 0.6 },
  { x: 0.9, y: 0.7 },
  { x: 0.7, y: 0.7 },
  { x: 0.7, y: 0.9 },
  { x: 0.6, y: 0.9 },
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(square, { x: 0.3, y: 0.3 })).toBe(true);
    expect(pointInPolygon(square, { x: 0.6, y: 0.3 })).toBe(false);
    expect(pointInPolygon(square, { x: 0.3, y: 0.05 })).toBe(false);
  });
  it('handles concave outlines', () => {
    expect(pointInPolygon(ell, { x: 0.65, y: 0.8 })).toBe(true);
    expect(pointInPolygon(ell, { x: 0.8, y: 0.8 })).toBe(false);
  });
  it('is false for an empty outline', () => {
    expect(pointInPolygon([], { x: 0.5, y: 0.5 })).toBe(false);
  });
});

describe('polygonArea', () => {
  it('is the area whichever way the outline winds', () => {
    expect(polygonArea(square)).toBeCloseTo(0.16);
    expect(polygonArea([...square].reverse())).toBeCloseTo(0.16);
  });
});

describe('holdAt', () => {
  const holds = [
    { id: 'big', polygon: square },
    { id: 'small', polygon: small },
    { id: 'ell', polygon: ell },
  ];
  it('finds the hold under a point', () => {
    expect(holdAt(holds, { x: 0.45, y: 0.45 })).toBe('big');
    expect(holdAt(holds, { x: 0.65, y: 0.85 })).toBe('ell');
  });
  it('picks the smallest where outlines overlap, whatever the order', () => {
    expect(holdAt(holds, { x: 0.25, y: 0.25 })).toBe('small');
    expect(holdAt([...holds].reverse(), { x: 0.25, y: 0.25 })).toBe('small');
  });
  it('is null where there is no hold', () => {
    expect(holdAt(holds, { x: 0.95, y: 0.05 })).toBeNull();
    expect(holdAt([], { x: 0.5, y: 0.5 })).toBeNull();
  });
  it('ignores outlines of fewer than three points', () => {
    expect(holdAt([{ id: 'line', polygon: square.slice(0, 2) }], { x: 0.3, y: 0.1 })).toBeNull();
  });
});

describe('polygonCentre', () => {
  it('is the middle of the bounding box', () => {
    expect(polygonCentre(ell).x).toBeCloseTo(0.75);
    expect(polygonCentre(ell).y).toBeCloseTo(0.75);
  });
});
