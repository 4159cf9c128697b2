import { describe, expect, it } from 'vitest';
import type { Mask } from './mask.ts';
import { splitTouching } from './split.ts';

/** A mask of discs (centre x, y, radius) on a 60 × 40 grid. */
function discs(...list: [number, number, number][]): Mask {
  const width = 60;
  const height = 40;
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (list.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r)) cells[y * width + x] = 1;
  return { width, height, cells };
}

const sizes = (parts: number[][]) => parts.map((p) => p.length).sort((a, b) => a - b);

describe('telling touching holds apart', () => {
  it('splits two discs that touch into two parts of about their own sizes', () => {
    const mask = discs([18, 20, 10], [37, 20, 9]);
    const parts = splitTouching(mask, 3, 20);
    expect(parts).toHaveLength(2);
    const [small, big] = sizes(parts);
    expect(small).toBeGreaterThan(0.9 * Math.PI * 9 * 9);
    expect(big).toBeGreaterThan(0.9 * Math.PI * 10 * 10);
    expect(small! + big!).toBe(mask.cells.reduce((n, v) => n + v, 0));
  });

  it('leaves one disc whole', () => {
    const mask = discs([30, 20, 12]);
    expect(sizes(splitTouching(mask, 3, 20))).toEqual([mask.cells.reduce((n, v) => n + v, 0)]);
  });

  it('keeps a hold whole when what falls apart is only a small lobe of it', () => {
    const mask = discs([26, 20, 12], [41, 20, 4]);
    expect(splitTouching(mask, 3, 60)).toHaveLength(1);
  });

  it('splits three holds in a row into three', () => {
    expect(splitTouching(discs([10, 20, 7], [24, 20, 7], [38, 20, 7]), 3, 20)).toHaveLength(3);
  });

  it('keeps one hold whole where it narrows to a waist of a third of its width or more', () => {
    expect(splitTouching(discs([20, 20, 9], [33, 20, 9]), 3, 20)).toHaveLength(1);
  });
});
