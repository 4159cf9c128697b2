import { maskPolygon } from './contour.ts';
import { labDistance, labGrid, medianColour, type LabGrid, type Polygon, type RgbaImage } from './image.ts';
import { close, components, fillHoles, maskOf, open, type Mask } from './mask.ts';
import { gridToPhoto } from './placement.ts';
import { overlapsAny, polygonIou } from './overlap.ts';
import { MAX_POINTS, outlineAt } from './outline.ts';

/**
 * Cells on the photo's longer side: a 12 MP photo is read at about 0.7 MP, in under 2 s. From 640:
 * small holds stopped merging with their neighbours (synthetic recall 68 → 74 %, real 37 → 39 %).
 */
const PHOTO_CELLS = 960;
/** The wall's colour is judged per block of this many cells a side (its median). */
const BLOCK = 48;
/** The least saliency (Lab distance from the wall around) that can be a hold. */
const MIN_SALIENCY = 12;
/** How far from the photo's median colour the wall itself may stray (light, panels, chalk). */
const WALL_SPREAD = 25;
/** The share of the strong threshold down to which a region grows. */
const HYSTERESIS = 0.4;
/** A hold covers at least this share of the photo, and at most the larger. */
const MIN_SHARE = 0.00004;
const MAX_SHARE = 0.03;
const MAX_SPAN = 0.34;

export interface Suggestion {
  polygon: Polygon;
  /** 0..1: how surely this is a hold (contrast with the wall and how compact the shape is). */
  score: number;
}

export interface SuggestOptions {
  /** Holds already traced: suggestions overlapping them are left out. */
  existing?: readonly Polygon[];
}

/**
 * The wall's colour at every cell: per block, the median of its cells near the whole photo's median
 * colour (a block that a big hold fills keeps the photo's), blended between block centres, so light
 * falling off across the wall is followed but a hold never counts as wall.
 */
function wallColours(grid: LabGrid): Float32Array {
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

/** Otsu's threshold over values in 0..max: the cut that best splits them in two groups. */
function otsu(values: Float32Array, max: number) {
  const bins = 128;
  const histogram = new Float64Array(bins);
  for (const v of values) histogram[Math.min(bins - 1, Math.floor((v / max) * bins))]!++;
  const total = values.length;
  let sum = 0;
  for (let i = 0; i < bins; i++) sum += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let cut = 0;
  for (let i = 0; i < bins; i++) {
    below += histogram[i]!;
    if (!below || below === total) continue;
    sumBelow += i * histogram[i]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, cut] = [between, i];
  }
  return ((cut + 1) / bins) * max;
}

/** The component's cells as a mask over its bounding box (plus a margin), and where that box sits. */
function cropped(region: readonly number[], width: number) {
  const xs = region.map((i) => i % width);
  const ys = region.map((i) => Math.floor(i / width));
  const left = Math.min(...xs) - 1;
  const top = Math.min(...ys) - 1;
  const w = Math.max(...xs) - left + 2;
  const h = Math.max(...ys) - top + 2;
  const mask: Mask = maskOf(
    w,
    h,
    region.map((i) => (Math.floor(i / width) - top) * w + (i % width) - left),
  );
  return { mask, left, top };
}

/**
 * Outlines of the holds found on the photo, surest first: cells whose colour stands out from the
 * wall around them (per-block median, so a wall of several panels or lit unevenly still works),
 * cut at Otsu's threshold, cleaned, and split into connected regions of a hold's size.
 */
export function suggestHolds(image: RgbaImage, options: SuggestOptions = {}): Suggestion[] {
  if (image.width < 8 || image.height < 8 || image.data.length < image.width * image.height * 4) return [];
  const grid = labGrid(image, { left: 0, top: 0, width: image.width, height: image.height }, PHOTO_CELLS);
  const wall = wallColours(grid);
  const cellsTotal = grid.width * grid.height;
  const saliency = new Float32Array(cellsTotal);
  let max = 1;
  for (let i = 0; i < cellsTotal; i++) {
    saliency[i] = labDistance(grid.lab, i, [wall[i * 3]!, wall[i * 3 + 1]!, wall[i * 3 + 2]!]);
    max = Math.max(max, saliency[i]!);
  }
  // Hysteresis: a region must stand out clearly somewhere (Otsu's cut), then takes in every joined
  // cell that stands out a little, so a hold's shaded side stays part of it.
  const threshold = Math.max(MIN_SALIENCY, otsu(saliency, max));
  const low = Math.max(MIN_SALIENCY, HYSTERESIS * threshold);
  const weak: Mask = { width: grid.width, height: grid.height, cells: new Uint8Array(cellsTotal) };
  for (let i = 0; i < cellsTotal; i++) weak.cells[i] = saliency[i]! > low ? 1 : 0;
  const raw: Mask = { width: grid.width, height: grid.height, cells: new Uint8Array(cellsTotal) };
  for (const region of components(weak).regions) {
    if (region.some((i) => saliency[i]! > threshold)) for (const i of region) raw.cells[i] = 1;
  }
  const mask = open(fillHoles(close(raw, 1)), 1);

  const minCells = Math.max(6, MIN_SHARE * cellsTotal);
  const maxCells = MAX_SHARE * cellsTotal;
  const found: Suggestion[] = [];
  for (const region of components(mask).regions) {
    if (region.length < minCells || region.length > maxCells) continue;
    const crop = cropped(region, grid.width);
    // Nothing on a wall is a third of the photo across: that is the floor, a mat or the ceiling.
    if (crop.mask.width > MAX_SPAN * grid.width || crop.mask.height > MAX_SPAN * grid.height) continue;
    const ring = maskPolygon(crop.mask, MAX_POINTS);
    if (!ring) continue;
    let contrast = 0;
    for (const i of region) contrast += saliency[i]!;
    contrast /= region.length * threshold * 3;
    const polygon = gridToPhoto(
      ring.map((p) => ({ x: p.x + crop.left, y: p.y + crop.top })),
      grid,
      image,
    );
    // A cell of the region tapped, as a setter would: the tap's finer window follows the edge better.
    const middle = region[region.length >> 1]!; // halfway through the fill: inside, off the edge
    const tapped = outlineAt(image, {
      x: (grid.left + ((middle % grid.width) + 0.5) * grid.scale) / image.width,
      y: (grid.top + (Math.floor(middle / grid.width) + 0.5) * grid.scale) / image.height,
    });
    const better = tapped && polygonIou(tapped, polygon) > 0.5 ? tapped : polygon;
    found.push({ polygon: better, score: Math.round(Math.min(1, contrast) * 1000) / 1000 });
  }
  const existing = options.existing ?? [];
  return found.filter((s) => !overlapsAny(s.polygon, existing)).sort((a, b) => b.score - a.score);
}
