import { describe, expect, it } from 'vitest';
import { morph, type Mask } from './mask.ts';
import { seededRandom } from './seeded-random.ts';

/** The 3×3 step read cell by cell, the definition `morph` must keep (beyond the grid: neither). */
function plainStep({ width, height, cells }: Mask, grow: boolean): Mask {
  const next = new Uint8Array(cells.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const around: number[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const inside = x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height;
          around.push(inside ? cells[(y + dy) * width + x + dx]! : grow ? 0 : 1);
        }
      next[y * width + x] = Number(grow ? around.includes(1) : around.every((v) => v === 1));
    }
  return { width, height, cells: next };
}

function randomMask(width: number, height: number, seed: number): Mask {
  const random = seededRandom(seed);
  return {
    width,
    height,
    cells: Uint8Array.from({ length: width * height }, () => (random() < 0.6 ? 1 : 0)),
  };
}

describe('morph', () => {
  it('grows and shrinks by 3×3 steps, the grid edge counting as neither, on any mask', () => {
    for (const [width, height, seed] of [
      [1, 1, 1],
      [1, 7, 2],
      [9, 1, 3],
      [23, 17, 4],
    ] as const) {
      const mask = randomMask(width, height, seed);
      for (const radius of [1, 2, -1, -2]) {
        let expected = mask;
        for (let step = 0; step < Math.abs(radius); step++) expected = plainStep(expected, radius > 0);
        expect(Array.from(morph(mask, radius).cells), `${width}×${height} radius ${radius}`).toEqual(
          Array.from(expected.cells),
        );
      }
    }
  });
});
