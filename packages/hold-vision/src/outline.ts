import { maskPolygon } from './contour.ts';
import {
  colourDistance,
  labDistance,
  labGrid,
  medianColour,
  type LabGrid,
  type Point,
  type Polygon,
  type RgbaImage,
} from './image.ts';
import { area, close, fillHoles, floodFill, morph, type Mask } from './mask.ts';
import { graphCutFinish } from './graph-cut.ts';
import { gridToPhoto } from './placement.ts';
import { holdProbability, type WallModel } from './wall-model.ts';

/** The window around a tap, as a share of the photo's longer side, and how far it may widen. */
const WINDOW_SHARE = 0.1;
const WINDOW_SHARE_MAX = 0.5;
/** Cells on the window's longer side: fine enough for a crimp's edge, small enough for a phone. */
const WINDOW_CELLS = 160;
/**
 * Photo pixels a cell, at the finest: on a small photo a hold is a few pixels across, and cells of half
 * a pixel put its edge between pixels (real photos of 512 px: tap IoU 0.499 → 0.531).
 */
const FINEST_CELL = 0.5;
/** Below this Lab distance between the tapped colour and the wall's there is no hold to find… */
const MIN_CONTRAST = 2.5;
/** …nor below this many times the wall's own variation around the tap, which never asks for more than MAX. */
const SPREAD_FACTOR = 1.5;
const MAX_CONTRAST = 7;
/** Corners at most: enough for a sloper's curve, few enough to drag one with a finger. */
export const MAX_POINTS = 24;

export interface OutlineOptions {
  /** -1..1: shrinks or grows the outline (a second tap, or the size slider). */
  grow?: number;
  /** What the wall's confirmed holds taught: the region grows over its hold probability too. */
  model?: WallModel | null;
  /** GrabCut's finish on the region found (default on; off to compare in the bench). */
  graphCut?: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** A 3×3 mean of every cell: chalk, grain and JPEG blocks stop breaking a hold's colour into islands. */
function smooth(grid: LabGrid): LabGrid {
  const { width, height, lab } = grid;
  const out = new Float32Array(lab.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let n = 0;
      let l = 0;
      let a = 0;
      let b = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const i = (ny * width + nx) * 3;
          l += lab[i]!;
          a += lab[i + 1]!;
          b += lab[i + 2]!;
          n++;
        }
      }
      out.set([l / n, a / n, b / n], (y * width + x) * 3);
    }
  }
  return { ...grid, lab: out };
}

/** Whether a tap is somewhere on the photo that has pixels to read. */
export function validTap(image: RgbaImage, tap: Point) {
  return (
    image.width >= 8 &&
    image.height >= 8 &&
    image.data.length >= image.width * image.height * 4 &&
    Number.isFinite(tap.x) &&
    Number.isFinite(tap.y) &&
    tap.x >= 0 &&
    tap.x <= 1 &&
    tap.y >= 0 &&
    tap.y <= 1
  );
}

function windowAround(image: RgbaImage, tap: Point, share: number) {
  const side = Math.max(48, share * Math.max(image.width, image.height));
  const width = Math.min(image.width, side);
  const height = Math.min(image.height, side);
  const left = clamp(tap.x * image.width - width / 2, 0, image.width - width);
  const top = clamp(tap.y * image.height - height / 2, 0, image.height - height);
  return { left, top, width, height };
}

/** The cells along the window's edge (two deep): mostly wall when the hold sits inside the window. */
function borderCells(grid: LabGrid) {
  const cells: number[] = [];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (x < 2 || y < 2 || x >= grid.width - 2 || y >= grid.height - 2) cells.push(y * grid.width + x);
    }
  }
  return cells;
}

/** Share of the region's cells that lie on the window's edge: high when the window cut the hold. */
function edgeShare(mask: Mask) {
  let onEdge = 0;
  let edge = 0;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (x !== 0 && y !== 0 && x !== mask.width - 1 && y !== mask.height - 1) continue;
      edge++;
      onEdge += mask.cells[y * mask.width + x]!;
    }
  }
  return edge ? onEdge / edge : 0;
}

/** Share of the model's probability in a cell's vote (the rest the colour rule's). */
const LEARNED_WEIGHT = 0.25;

/** The model's hold probability at each cell of the window's grid. */
function learnedProbabilities(grid: LabGrid, model: WallModel) {
  const out = new Float32Array(grid.width * grid.height);
  for (let y = 0; y < grid.height; y++)
    for (let x = 0; x < grid.width; x++)
      out[y * grid.width + x] = holdProbability(
        model,
        grid.left + (x + 0.5) * grid.scale,
        grid.top + (y + 0.5) * grid.scale,
      );
  return out;
}

/**
 * The hold under the tap in one window: cells nearer the tapped colour than the wall's (the window
 * edge's median), joined to the tap, gaps closed and holes filled.
 */
function regionInWindow(image: RgbaImage, tap: Point, share: number, grow: number, model: WallModel | null) {
  const grid = smooth(labGrid(image, windowAround(image, tap, share), WINDOW_CELLS, FINEST_CELL));
  const tx = clamp(Math.floor((tap.x * image.width - grid.left) / grid.scale), 0, grid.width - 1);
  const ty = clamp(Math.floor((tap.y * image.height - grid.top) / grid.scale), 0, grid.height - 1);
  const around: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = tx + dx;
      const y = ty + dy;
      if (x >= 0 && y >= 0 && x < grid.width && y < grid.height) around.push(y * grid.width + x);
    }
  }
  const seed = medianColour(grid.lab, around);
  const border = borderCells(grid);
  const wall = medianColour(grid.lab, border);
  // How much the wall itself varies here (median distance of the edge cells from its colour): in a dark
  // photo everything is close, so the tapped colour need only stand out from that, not by a fixed amount.
  const spread =
    border.map((i) => labDistance(grid.lab, i, wall)).sort((a, b) => a - b)[border.length >> 1] ?? 0;
  const stands = (colour: readonly number[]) => colourDistance(colour, wall);
  const floor = Math.max(MIN_CONTRAST, Math.min(MAX_CONTRAST, SPREAD_FACTOR * spread));
  const learned = model && learnedProbabilities(grid, model);
  // The tap says "a hold is here": when the model agrees it knows this kind of hold and gets a say in
  // the region (and can vouch for a hold the colour rule cannot tell from the wall, black on dark);
  // when it does not, it has not learned this kind yet and the colour rule decides alone.
  const atTap = learned ? learned[ty * grid.width + tx]! : 0;
  const weight = LEARNED_WEIGHT * clamp((atTap - 0.3) / 0.4, 0, 1);
  const vouched = atTap >= 0.6;
  if (!vouched && stands(seed) < floor) return null;
  // Growing trusts the tapped colour further from the seed; shrinking holds it closer. The colour rule
  // (nearer the tapped colour than the wall's) as a share, averaged with the model's probability.
  const lean = 1 + 0.35 * grow;
  const cut = 1 / (1 + lean);
  const insideOf = (hold: readonly number[]) => (i: number) => {
    const toWall = labDistance(grid.lab, i, wall);
    const colour = toWall / (labDistance(grid.lab, i, hold) + toWall || 1);
    return (learned ? weight * learned[i]! + (1 - weight) * colour : colour) > cut;
  };
  let mask = floodFill(grid.width, grid.height, insideOf(seed), ty * grid.width + tx);
  if (area(mask) === 0) return null;
  mask = aroundBolt(grid, mask, seed, (ring) => stands(ring) >= floor, insideOf) ?? mask;
  mask = fillHoles(close(mask, 1));
  return { grid, mask };
}

/** A bolt is at most this share of the window across (a T-nut's 10 mm; a crimp is three times that). */
const BOLT_SHARE = 0.05;
/** Cells of the ring read around a tapped speck. */
const BOLT_RING = 3;

/**
 * A tap on the bolt in a hold's middle finds the bolt: a speck whose surroundings are not wall but a
 * colour of their own that stands out from it. Then the hold is that colour, flooded from the ring
 * around the speck, bolt included. A speck on bare wall (a T-nut hole) has wall around it and stays.
 */
function aroundBolt(
  grid: LabGrid,
  speck: Mask,
  speckColour: readonly number[],
  standsOut: (colour: readonly number[]) => boolean,
  insideOf: (hold: readonly number[]) => (i: number) => boolean,
): Mask | null {
  const side = BOLT_SHARE * Math.max(grid.width, grid.height);
  if (area(speck) > (Math.PI / 4) * side * side) return null;
  const near = morph(speck, 1);
  const far = morph(speck, BOLT_RING);
  const ring: number[] = [];
  for (let i = 0; i < far.cells.length; i++) if (far.cells[i] && !near.cells[i]) ring.push(i);
  if (!ring.length) return null;
  const hold = medianColour(grid.lab, ring);
  if (!standsOut(hold) || colourDistance(hold, speckColour) < 2 * MIN_CONTRAST) return null;
  const inside = insideOf(hold);
  const cells = Uint8Array.from(speck.cells);
  for (const start of ring) {
    if (cells[start] || !inside(start)) continue;
    const flooded = floodFill(grid.width, grid.height, inside, start);
    for (let i = 0; i < cells.length; i++) cells[i] ||= flooded.cells[i]!;
  }
  return { width: grid.width, height: grid.height, cells };
}

/**
 * With the wall's model, a region larger than this many times the largest confirmed hold has leaked
 * into the wall or a neighbour. Real photos, 10 known holds: tap IoU 0.536 → 0.547 (0.546 at 0.8, 0.545 at 2).
 */
const LEAK_OVER_LARGEST = 1.2;

/**
 * The region, or where it leaked past the wall's largest hold, the region found trusting the tapped
 * colour less (as the Size slider shrinks, half a notch at a time, down to its least). Not when the
 * setter grows the outline: that is asking for more.
 */
function withinHoldSize(
  image: RgbaImage,
  tap: Point,
  found: { grid: LabGrid; mask: Mask },
  share: number,
  grow: number,
  model: WallModel,
) {
  const largest = LEAK_OVER_LARGEST * model.holdCells.max * model.grid.scale ** 2;
  const pixels = (region: { grid: LabGrid; mask: Mask }) => area(region.mask) * region.grid.scale ** 2;
  let lean = grow;
  while (pixels(found) > largest && lean > -1) {
    lean = Math.max(-1, lean - 0.5);
    found = regionInWindow(image, tap, share, lean, model) ?? found;
  }
  return found;
}

/**
 * The outline of the hold under `tap` (relative 0..1), or null when there is none: a tap off the
 * photo, on bare wall, or on a photo of one colour. The window around the tap widens while the hold
 * runs past its edge.
 */
export function outlineAt(image: RgbaImage, tap: Point, options: OutlineOptions = {}): Polygon | null {
  if (!validTap(image, tap)) return null;
  const grow = clamp(options.grow ?? 0, -1, 1);
  let share = WINDOW_SHARE;
  const model = options.model ?? null;
  let found = regionInWindow(image, tap, share, grow, model);
  while (found && edgeShare(found.mask) > 0.15 && share < WINDOW_SHARE_MAX) {
    share = Math.min(WINDOW_SHARE_MAX, share * 2);
    found = regionInWindow(image, tap, share, grow, model) ?? found;
  }
  if (!found) return null;
  if (model && grow <= 0) found = withinHoldSize(image, tap, found, share, grow, model);
  if (options.graphCut !== false) found = graphCutFinish(image, found, tap, model) ?? found;
  let { mask } = found;
  const cells = area(mask);
  if (cells < 4) return null;
  const steps = Math.round(grow * 0.25 * Math.sqrt(cells / Math.PI));
  if (steps !== 0) {
    const resized = morph(mask, steps);
    if (area(resized) >= 4) mask = resized;
  }
  const ring = maskPolygon(mask, MAX_POINTS);
  return ring && gridToPhoto(ring, found.grid, image);
}
