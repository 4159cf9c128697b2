import { describe, expect, it } from 'vitest';
import { labGrid } from './image.ts';

/** A photo of two pixels: black on the left, white on the right. */
const blackWhite = { width: 2, height: 1, data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255]) };
const lightness = (lab: Float32Array) => Array.from({ length: lab.length / 3 }, (_, i) => lab[i * 3]!);

describe('labGrid', () => {
  it('gives each cell the mean of the pixels it covers when shrinking', () => {
    const grid = labGrid(blackWhite, { left: 0, top: 0, width: 2, height: 1 }, 1);
    expect(grid.width).toBe(1);
    expect(grid.scale).toBe(2);
    // Mean of black and white in linear light: half the luminance, L* about 76.
    expect(lightness(grid.lab)[0]).toBeCloseTo(76, 0);
  });

  it('never makes cells smaller than a pixel unless asked', () => {
    const grid = labGrid(blackWhite, { left: 0, top: 0, width: 2, height: 1 }, 8);
    expect(grid.scale).toBe(1);
    expect(lightness(grid.lab).map(Math.round)).toEqual([0, 100]);
  });

  it('reads between pixels when cells are smaller than a pixel, so an edge can fall inside one', () => {
    const grid = labGrid(blackWhite, { left: 0, top: 0, width: 2, height: 1 }, 8, 0.5);
    expect(grid.scale).toBe(0.5);
    expect(grid.width).toBe(4);
    const l = lightness(grid.lab);
    expect(l[0]).toBeCloseTo(0, 0);
    expect(l[3]).toBeCloseTo(100, 0);
    // The two middle cells lie a quarter of a pixel either side of the edge: between black and white.
    expect(l[1]).toBeGreaterThan(10);
    expect(l[2]).toBeLessThan(95);
    expect(l[1]).toBeLessThan(l[2]!);
  });
});
