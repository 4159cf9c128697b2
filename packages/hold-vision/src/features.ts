import type { LabGrid } from './image.ts';
import { wallColours } from './wall-colour.ts';

/**
 * What the wall's classifier sees at each cell (ilastik's pixel features, a few of them): colour in
 * Lab smoothed a little and over a hold's width, how the cell stands out from its wider surroundings
 * and from the wall's colour there, edge strength and texture.
 */
export const FEATURE_NAMES = [
  'L',
  'a',
  'b',
  'chroma',
  'L around',
  'a around',
  'b around',
  'L against wide',
  'a against wide',
  'b against wide',
  'edge',
  'texture',
  'against wall',
] as const;
export const FEATURES = FEATURE_NAMES.length;

/** Radii in cells: smoothing, a hold's width, the surroundings. */
const NEAR = 1;
const AROUND = 4;
const WIDE = 16;

/** One plane's summed-area table: any box's sum in four reads, whatever its size. */
function summedArea(plane: Float32Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += plane[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  return sums;
}

/** Box means at a radius from a summed-area table (one table serves every radius of its plane). */
function boxMean(sums: Float64Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      out[y * width + x] = total / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

/** Every cell's features, cell after cell (`FEATURES` numbers each). */
export function cellFeatures(grid: LabGrid): Float32Array {
  const { width, height, lab } = grid;
  const n = width * height;
  const planes = [0, 1, 2].map((k) => {
    const p = new Float32Array(n);
    for (let i = 0; i < n; i++) p[i] = lab[i * 3 + k]!;
    return p;
  });
  const tables = planes.map((p) => summedArea(p, width, height));
  const near = tables.map((t) => boxMean(t, width, height, NEAR));
  const around = tables.map((t) => boxMean(t, width, height, AROUND));
  const wide = tables.map((t) => boxMean(t, width, height, WIDE));
  const squares = new Float32Array(n);
  for (let i = 0; i < n; i++) squares[i] = planes[0]![i]! ** 2;
  const meanSquare = boxMean(summedArea(squares, width, height), width, height, 2);
  const meanL = boxMean(tables[0]!, width, height, 2);
  const wall = wallColours(grid);
  const out = new Float32Array(n * FEATURES);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o = i * FEATURES;
      const L = near[0]![i]!;
      const a = near[1]![i]!;
      const b = near[2]![i]!;
      out[o] = L;
      out[o + 1] = a;
      out[o + 2] = b;
      out[o + 3] = Math.sqrt(a * a + b * b);
      for (let k = 0; k < 3; k++) {
        out[o + 4 + k] = around[k]![i]!;
        out[o + 7 + k] = near[k]![i]! - wide[k]![i]!;
      }
      const l = x > 0 ? i - 1 : i;
      const r = x < width - 1 ? i + 1 : i;
      const u = y > 0 ? i - width : i;
      const d = y < height - 1 ? i + width : i;
      let edge = 0;
      for (let k = 0; k < 3; k++) {
        const weight = k === 0 ? 0.5 : 1;
        edge += weight * (Math.abs(near[k]![r]! - near[k]![l]!) + Math.abs(near[k]![d]! - near[k]![u]!));
      }
      out[o + 10] = edge;
      out[o + 11] = Math.sqrt(Math.max(0, meanSquare[i]! - meanL[i]! ** 2));
      const dl = 0.5 * (L - wall[i * 3]!);
      const da = a - wall[i * 3 + 1]!;
      const db = b - wall[i * 3 + 2]!;
      out[o + 12] = Math.sqrt(dl * dl + da * da + db * db);
    }
  }
  return out;
}
