import type { Point } from '../../packages/hold-vision/src/index.ts';

export interface Raster {
  left: number;
  top: number;
  width: number;
  height: number;
  cells: Uint8Array;
  area: number;
}

/** The polygon (relative 0..1) filled on the image's pixel grid over its bounding box (even-odd, pixel centres). */
export function rasterize(polygon: readonly Point[], imageWidth: number, imageHeight: number): Raster {
  const px = polygon.map((p) => ({ x: p.x * imageWidth, y: p.y * imageHeight }));
  const left = Math.max(0, Math.floor(Math.min(...px.map((p) => p.x))));
  const top = Math.max(0, Math.floor(Math.min(...px.map((p) => p.y))));
  const right = Math.min(imageWidth, Math.ceil(Math.max(...px.map((p) => p.x))));
  const bottom = Math.min(imageHeight, Math.ceil(Math.max(...px.map((p) => p.y))));
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  const cells = new Uint8Array(width * height);
  let area = 0;
  for (let y = 0; y < height; y++) {
    const cy = top + y + 0.5;
    const xs: number[] = [];
    for (let i = 0, j = px.length - 1; i < px.length; j = i++) {
      const a = px[i]!;
      const b = px[j]!;
      if (a.y > cy !== b.y > cy) xs.push(a.x + ((cy - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5 - left));
      const to = Math.min(width, Math.ceil(xs[k + 1]! - 0.5 - left));
      for (let x = from; x < to; x++) {
        cells[y * width + x] = 1;
        area++;
      }
    }
  }
  return { left, top, width, height, cells, area };
}

/** Intersection over union of two rasters of the same image. */
export function iou(a: Raster, b: Raster): number {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  let both = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      both += a.cells[(y - a.top) * a.width + x - a.left]! & b.cells[(y - b.top) * b.width + x - b.left]!;
    }
  }
  const union = a.area + b.area - both;
  return union > 0 ? both / union : 0;
}

/**
 * Where "the centre of the hold" is for a tap: the pixel inside the outline farthest from its edge
 * (pole of inaccessibility on the pixel grid), so a C-shaped hold is tapped on the hold, not its gap.
 */
export function tapPoint(raster: Raster, imageWidth: number, imageHeight: number): Point {
  const { width, height, cells } = raster;
  const distance = new Float32Array(width * height).fill(0);
  for (let i = 0; i < cells.length; i++) distance[i] = cells[i] ? 1e9 : 0;
  // Two-pass chamfer distance to the outside (the raster's border counts as outside).
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!cells[i]) continue;
      const up = y > 0 ? distance[i - width]! : 0;
      const leftD = x > 0 ? distance[i - 1]! : 0;
      distance[i] = Math.min(distance[i]!, up + 1, leftD + 1);
    }
  }
  let best = -1;
  let at = { x: 0, y: 0 };
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!cells[i]) continue;
      const down = y < height - 1 ? distance[i + width]! : 0;
      const right = x < width - 1 ? distance[i + 1]! : 0;
      distance[i] = Math.min(distance[i]!, down + 1, right + 1);
      if (distance[i]! > best) [best, at] = [distance[i]!, { x, y }];
    }
  }
  return { x: (raster.left + at.x + 0.5) / imageWidth, y: (raster.top + at.y + 0.5) / imageHeight };
}
