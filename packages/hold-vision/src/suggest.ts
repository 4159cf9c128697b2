import { maskPolygon } from './contour.ts';
import { labDistance, labGrid, type LabGrid, type Polygon, type RgbaImage } from './image.ts';
import { close, components, fillHoles, maskOf, open, type Mask } from './mask.ts';
import { gridToPhoto } from './placement.ts';
import { polygonArea } from './geometry.ts';
import { overlapsAny, polygonIou, shareInside } from './overlap.ts';
import { MAX_POINTS, outlineAt } from './outline.ts';
import { splitTouching } from './split.ts';
import { wallColours } from './wall-colour.ts';
import { holdProbability, type WallModel } from './wall-model.ts';

/**
 * Cells on the photo's longer side: a 12 MP photo is read at about 0.7 MP, in under 2 s. From 640:
 * small holds stopped merging with their neighbours (synthetic recall 68 → 74 %, real 37 → 39 %).
 */
export const PHOTO_CELLS = 960;
/** The least saliency (Lab distance from the wall around) that can be a hold. */
const MIN_SALIENCY = 12;
/** The share of the strong threshold down to which a region grows. */
const HYSTERESIS = 0.4;
/** A hold covers at least this share of the photo, and at most the larger. */
const MIN_SHARE = 0.00004;
const MAX_SHARE = 0.03;
const MAX_SPAN = 0.34;
/** A region this much inside the outline a tap in it finds is a piece of that hold. */
const PIECE_INSIDE = 0.6;

export interface Suggestion {
  polygon: Polygon;
  /** 0..1: how surely this is a hold (contrast with the wall and how compact the shape is). */
  score: number;
}

export interface SuggestOptions {
  /** Holds already traced: suggestions overlapping them are left out. */
  existing?: readonly Polygon[];
  /** Places the setter turned down: a suggestion that is one of them again (IoU above 0.5) is left out. */
  rejected?: readonly Polygon[];
  /** What the wall's confirmed holds taught: its hold probability replaces the contrast with the wall. */
  model?: WallModel | null;
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

/**
 * Today's rule: how far each cell's colour is from the wall's there, cut at Otsu's threshold, with
 * hysteresis so a region must stand out clearly somewhere, then takes in every joined cell that stands
 * out a little (a hold's shaded side stays part of it).
 */
function colourStrength(grid: LabGrid): Strength {
  const wall = wallColours(grid);
  const cellsTotal = grid.width * grid.height;
  const strength = new Float32Array(cellsTotal);
  let max = 1;
  for (let i = 0; i < cellsTotal; i++) {
    strength[i] = labDistance(grid.lab, i, [wall[i * 3]!, wall[i * 3 + 1]!, wall[i * 3 + 2]!]);
    max = Math.max(max, strength[i]!);
  }
  const threshold = Math.max(MIN_SALIENCY, otsu(strength, max));
  return { strength, threshold, low: Math.max(MIN_SALIENCY, HYSTERESIS * threshold) };
}

/**
 * With the wall's model: its hold probability, surely a hold somewhere, likely one everywhere (high
 * marks: ten holds teach a model that is sure of few places, and its unsure ones were mostly wall).
 */
const LEARNED_STRONG = 0.85;
const LEARNED_WEAK = 0.6;
/**
 * A region the colour rule found is kept whatever the model says (it may be a kind of hold not
 * confirmed yet: dropping those the model was sure were wall cost the synthetic walls 13 points of
 * recall); the model only ranks it, with this share beside its contrast (at half, the real photos'
 * AP fell from 14.0 to 12.6).
 */
const LEARNED_RANK_SHARE = 0.2;
/**
 * With a model, a hold is at most this many times the largest confirmed one: ten confirmed holds seldom
 * include the wall's largest, and at twice it the real photos lost 4 points of recall (docs/performance-log/hold-tracing.md).
 */
const LARGEST_OVER_CONFIRMED = 8;

function learnedStrength(grid: LabGrid, model: WallModel): Strength {
  const same = model.grid.width === grid.width && model.grid.height === grid.height;
  const strength = same
    ? model.probability
    : Float32Array.from({ length: grid.width * grid.height }, (_, i) =>
        holdProbability(
          model,
          grid.left + ((i % grid.width) + 0.5) * grid.scale,
          grid.top + (Math.floor(i / grid.width) + 0.5) * grid.scale,
        ),
      );
  return { strength, threshold: LEARNED_STRONG, low: LEARNED_WEAK };
}

/** How much each cell looks like a hold, the mark a region must pass somewhere, and the one it grows to. */
interface Strength {
  strength: Float32Array;
  threshold: number;
  low: number;
}

/** Cells joined to a strong one by cells above the low mark. */
function strongRegions(grid: LabGrid, { strength, threshold, low }: Strength): Mask {
  const cellsTotal = grid.width * grid.height;
  const weak: Mask = { width: grid.width, height: grid.height, cells: new Uint8Array(cellsTotal) };
  for (let i = 0; i < cellsTotal; i++) weak.cells[i] = strength[i]! > low ? 1 : 0;
  const raw: Mask = { width: grid.width, height: grid.height, cells: new Uint8Array(cellsTotal) };
  for (const region of components(weak).regions) {
    if (region.some((i) => strength[i]! > threshold)) for (const i of region) raw.cells[i] = 1;
  }
  return raw;
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
 * A region told apart into the touching holds it may be (`splitTouching`), as lists of the grid's
 * cells; a part's core must be half the smallest hold at least (a smaller one is a lobe of one hold).
 * Demo walls: recall 74 → 79 %; real photos: recall +1.5 points, precision -1.8 (docs/performance-log/hold-tracing.md).
 */
function apart(region: number[], width: number, minCells: number): number[][] {
  if (region.length < 2 * minCells) return [region];
  const { mask, left, top } = cropped(region, width);
  const parts = splitTouching(mask, minCells / 2, minCells);
  if (parts.length === 1) return [region];
  return parts.map((part) =>
    part.map((i) => (Math.floor(i / mask.width) + top) * width + (i % mask.width) + left),
  );
}

/**
 * Outlines of the holds found on the photo, surest first: cells whose colour stands out from the
 * wall around them (per-block median, so a wall of several panels or lit unevenly still works),
 * cut at Otsu's threshold, cleaned, and split into connected regions of a hold's size.
 */
export function suggestHolds(image: RgbaImage, options: SuggestOptions = {}): Suggestion[] {
  if (image.width < 8 || image.height < 8 || image.data.length < image.width * image.height * 4) return [];
  const grid = labGrid(image, { left: 0, top: 0, width: image.width, height: image.height }, PHOTO_CELLS);
  const cellsTotal = grid.width * grid.height;
  const model = options.model ?? null;
  const colour = colourStrength(grid);
  const raw = strongRegions(grid, colour);
  // With the wall's model, its regions join today's: what it learned finds holds the colour rule
  // misses (dark on dark), and the colour rule those of a kind not confirmed yet.
  const learned = model && learnedStrength(grid, model);
  if (learned) {
    const more = strongRegions(grid, learned);
    for (let i = 0; i < cellsTotal; i++) raw.cells[i] ||= more.cells[i]!;
  }
  const mask = open(fillHoles(close(raw, 1)), 1);

  // With a model, a hold is about the size of the wall's confirmed ones: a fifth of the lower quartile
  // to several times the largest, which drops specks and the merged blobs of a whole route. The
  // quartile, not the smallest: one speck accepted by mistake let every T-nut hole of the wall through.
  const minCells = Math.max(6, model ? model.holdCells.lowerQuartile / 5 : MIN_SHARE * cellsTotal);
  const maxCells = Math.min(
    MAX_SHARE * cellsTotal,
    model ? LARGEST_OVER_CONFIRMED * model.holdCells.max : Infinity,
  );
  /** The largest hold's area relative to the photo's. */
  const largest = (maxCells * grid.scale ** 2) / (image.width * image.height);
  const found: Suggestion[] = [];
  for (const region of components(mask).regions.flatMap((r) => apart(r, grid.width, minCells))) {
    if (region.length < minCells || region.length > maxCells) continue;
    const crop = cropped(region, grid.width);
    // Nothing on a wall is a third of the photo across: that is the floor, a mat or the ceiling.
    if (crop.mask.width > MAX_SPAN * grid.width || crop.mask.height > MAX_SPAN * grid.height) continue;
    const ring = maskPolygon(crop.mask, MAX_POINTS);
    if (!ring) continue;
    let contrast = 0;
    for (const i of region) contrast += colour.strength[i]! / (3 * colour.threshold);
    contrast /= region.length;
    if (learned) {
      let p = 0;
      for (const i of region) p += learned.strength[i]!;
      contrast = (1 - LEARNED_RANK_SHARE) * contrast + (LEARNED_RANK_SHARE * p) / region.length;
    }
    const polygon = gridToPhoto(
      ring.map((p) => ({ x: p.x + crop.left, y: p.y + crop.top })),
      grid,
      image,
    );
    // A cell of the region tapped, as a setter would (finerOutline).
    const middle = region[region.length >> 1]!; // halfway through the fill: inside, off the edge
    const tapped = outlineAt(
      image,
      {
        x: (grid.left + ((middle % grid.width) + 0.5) * grid.scale) / image.width,
        y: (grid.top + (Math.floor(middle / grid.width) + 0.5) * grid.scale) / image.height,
      },
      // No graph cut here: a photo's hundreds of regions would each pay for one (seconds on a 12 MP
      // photo), for outlines the setter still reviews one by one.
      { model, graphCut: false },
    );
    const better = tapped ? finerOutline(polygon, tapped, largest) : polygon;
    found.push({ polygon: better, score: Math.round(Math.min(1, contrast) * 1000) / 1000 });
  }
  const existing = options.existing ?? [];
  const rejected = options.rejected ?? [];
  return withoutRepeats(found.sort((a, b) => b.score - a.score)).filter(
    (s) => !overlapsAny(s.polygon, existing) && !rejected.some((r) => polygonIou(s.polygon, r) > 0.5),
  );
}

/**
 * The outline a tap inside a region found, where it agrees with the region (IoU above 0.5: the tap's
 * finer window follows the edge better) or where the region is a piece of it (a hold's lit side, its
 * shaded side apart: most of the region inside it, still of a hold's size, `largest` relative area);
 * else the region's own. Real photos: precision 53 → 57 %, recall 40 → 42 % with pieces (docs/performance-log/hold-tracing.md).
 */
export function finerOutline(region: Polygon, tapped: Polygon, largest: number): Polygon {
  if (polygonIou(tapped, region) > 0.5) return tapped;
  return polygonArea(tapped) <= largest && shareInside(region, tapped) > PIECE_INSIDE ? tapped : region;
}

/** Suggestions (surest first) less those that are one already kept again (IoU above 0.5): two pieces of one hold. */
export function withoutRepeats(found: Suggestion[]) {
  const kept: Suggestion[] = [];
  for (const s of found) if (!kept.some((k) => polygonIou(k.polygon, s.polygon) > 0.5)) kept.push(s);
  return kept;
}
