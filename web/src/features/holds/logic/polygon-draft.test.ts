import { HOLD_POINTS_MAX } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { addPoint, canFinish, closesDraft, emptyDraft, removeLastPoint } from './polygon-draft';

const triangle = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.2, y: 0.2 },
];
const onePixelPerThousandth = { x: 1000, y: 1000 };

describe('polygon draft', () => {
  it('adds points in order', () => {
    expect(addPoint(addPoint(emptyDraft, triangle[0]!), triangle[1]!)).toEqual(triangle.slice(0, 2));
  });
  it('stops adding at the contract limit', () => {
    const full = Array.from({ length: HOLD_POINTS_MAX }, () => triangle[0]!);
    expect(addPoint(full, triangle[1]!)).toHaveLength(HOLD_POINTS_MAX);
  });
  it('removes the last point, and nothing from an empty draft', () => {
    expect(removeLastPoint(triangle)).toEqual(triangle.slice(0, 2));
    expect(removeLastPoint(emptyDraft)).toEqual([]);
  });
  it('can finish from three points on', () => {
    expect(canFinish(triangle.slice(0, 2))).toBe(false);
    expect(canFinish(triangle)).toBe(true);
  });
});

describe('closesDraft', () => {
  it('closes on a tap near the first point once there are three points', () => {
    expect(closesDraft(triangle, { x: 0.105, y: 0.105 }, onePixelPerThousandth)).toBe(true);
  });
  it('does not close on a tap farther than the radius', () => {
    expect(closesDraft(triangle, { x: 0.115, y: 0.1 }, onePixelPerThousandth)).toBe(false);
  });
  it('does not close a draft of fewer than three points', () => {
    expect(closesDraft(triangle.slice(0, 2), triangle[0]!, onePixelPerThousandth)).toBe(false);
    expect(closesDraft(emptyDraft, triangle[0]!, onePixelPerThousandth)).toBe(false);
  });
  it('measures the radius on screen, so zooming in makes it smaller on the photo', () => {
    const tap = { x: 0.11, y: 0.1 };
    expect(closesDraft(triangle, tap, { x: 1000, y: 1000 })).toBe(true);
    expect(closesDraft(triangle, tap, { x: 10000, y: 10000 })).toBe(false);
  });
});
