import { labDistance, medianColour, type LabGrid } from './image.ts';

/** The wall's colour is judged per block of this many cells a side (its median). */
const BLOCK = 48;
/** How far from the photo's median colour the wall itself may stray (light, panels, chalk). */
const WALL_SPREAD = 25;
/**
 * The wall's colour at every cell: per block, the median of its cells near the whole photo's median
 * colour (a block that a big hold fills keeps the photo's), blended between block centres, so light
 * falling off across the wall is followed but a hold never counts as wall.
 */
export function wallColours(grid: LabGrid): Float32Array {
  const bw = Math.max(1, Math.ceil(grid.width / BLOCK));
  const bh = Math.max(1, Math.ceil(grid.height / BLOCK));
  const everywhere: number[] = [];
  for (let i = 0; i < grid.width * grid.height; i += 7) everywhere.push(i);
  const overall = medianColour(grid.lab, everywhere);
  const blocks: number[][] = [];
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const cells: number[] = [];
      for (let y = by * BLOCK; y < Math.min(grid.height, (by + 1) * BLOCK); y += 2) {
        for (let x = bx * BLOCK; x < Math.min(grid.width, (bx + 1) * BLOCK); x += 2) {
          const i = y * grid.width + x;
          if (labDistance(grid.lab, i, overall) < WALL_SPREAD) cells.push(i);
        }
      }
      blocks.push(cells.length >= 8 ? medianColour(grid.lab, cells) : overall);
    }
  }
  const out = new Float32Array(grid.width * grid.height * 3);
  for (let y = 0; y < grid.height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, y / BLOCK - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < grid.width; x++) {
      const fx = Math.min(bw - 1, Math.max(0, x / BLOCK - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const wx = fx - x0;
      for (let k = 0; k < 3; k++) {
        const top = blocks[y0 * bw + x0]![k]! * (1 - wx) + blocks[y0 * bw + x1]![k]! * wx;
        const bottom = blocks[y1 * bw + x0]![k]! * (1 - wx) + blocks[y1 * bw + x1]![k]! * wx;
        out[(y * grid.width + x) * 3 + k] = top * (1 - wy) + bottom * wy;
      }
    }
  }
  return out;
}
