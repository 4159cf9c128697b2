import { cellFeatures, FEATURES } from './features.ts';
import { predictEach, trainForest, type Forest } from './forest.ts';
import { seededRandom } from './seeded-random.ts';
import { labGrid, type LabGrid, type Polygon, type RgbaImage } from './image.ts';
import { morph, type Mask } from './mask.ts';
import { polygonCells } from './polygon-cells.ts';

/** Confirmed holds needed before the wall's own model is trained; below, today's colour rule runs alone. */
export const MIN_KNOWN_HOLDS = 5;
/** Cells on the photo's longer side the model reads (as suggestions do). */
const MODEL_CELLS = 960;
/** Labelled cells kept per class: enough for a forest of shallow trees, few enough to train in a blink. */
const MAX_SAMPLES = 12000;

/**
 * What a wall's confirmed holds taught: every cell's hold probability on the photo (0..1), and the
 * sizes of the holds learned from (in cells), so suggestions keep to the wall's hold sizes.
 */
export interface WallModel {
  learnedFrom: number;
  grid: Omit<LabGrid, 'lab'>;
  probability: Float32Array;
  holdCells: { min: number; lowerQuartile: number; max: number };
  forest: Forest;
}

export interface LearnInput {
  /** Holds the setter confirmed: their insides are hold, a ring around them wall. */
  known: readonly Polygon[];
  /** Places the setter said are no hold (rejected suggestions): wall. */
  rejected?: readonly Polygon[];
}

/** Labels per cell: 1 hold, 2 wall, 0 not known. */
function labelCells(grid: Omit<LabGrid, 'lab'>, image: RgbaImage, { known, rejected = [] }: LearnInput) {
  const n = grid.width * grid.height;
  const holds: Mask = { width: grid.width, height: grid.height, cells: new Uint8Array(n) };
  const areas: number[] = [];
  const boxes: { x0: number; x1: number; y0: number; y1: number; margin: number }[] = [];
  for (const polygon of known) {
    const cells = polygonCells(polygon, grid, image);
    if (!cells.length) continue;
    areas.push(cells.length);
    for (const i of cells) holds.cells[i] = 1;
    const xs = cells.map((i) => i % grid.width);
    const ys = cells.map((i) => Math.floor(i / grid.width));
    const margin = Math.max(3, Math.round(0.6 * Math.sqrt(cells.length)));
    boxes.push({
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: Math.min(...ys),
      y1: Math.max(...ys),
      margin,
    });
  }
  // A hold's own edge is half hold, half wall in the photo: the cell beside it and the outer cells of
  // the hold are left out of both classes so a generous or tight outline teaches no false colour.
  const near = morph(holds, 1);
  const core = morph(holds, -1);
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (core.cells[i]) labels[i] = 1;
  for (const polygon of known) {
    // A small hold has no core once shrunk: its own cells teach instead.
    const cells = polygonCells(polygon, grid, image);
    if (cells.length && cells.every((i) => !core.cells[i])) for (const i of cells) labels[i] = 1;
  }
  for (const { x0, x1, y0, y1, margin } of boxes) {
    for (let y = Math.max(0, y0 - margin); y <= Math.min(grid.height - 1, y1 + margin); y++) {
      for (let x = Math.max(0, x0 - margin); x <= Math.min(grid.width - 1, x1 + margin); x++) {
        const i = y * grid.width + x;
        if (!near.cells[i]) labels[i] = 2;
      }
    }
  }
  for (const polygon of rejected)
    for (const i of polygonCells(polygon, grid, image)) if (!near.cells[i]) labels[i] = 2;
  return { labels, areas };
}

/** At most `max` of the cells, picked at random (seeded): a fair sample of a big class. */
function sample(cells: number[], max: number, random: () => number) {
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, max);
}

/**
 * The photo's grid and every cell's features, kept per photo: they do not depend on what the setter
 * confirmed, so retraining after the next hold skips them (about 40 % of a 12 MP wall's training).
 */
const featuresOf = new WeakMap<RgbaImage, { grid: LabGrid; features: Float32Array }>();

function photoFeatures(image: RgbaImage) {
  let found = featuresOf.get(image);
  if (!found) {
    const grid = labGrid(image, { left: 0, top: 0, width: image.width, height: image.height }, MODEL_CELLS);
    found = { grid, features: cellFeatures(grid) };
    featuresOf.set(image, found);
  }
  return found;
}

/**
 * Trains the wall's classifier on the confirmed holds (and rejected places) and scores every cell of
 * the photo with it; null with fewer than `MIN_KNOWN_HOLDS` usable holds.
 */
export function learnWall(image: RgbaImage, input: LearnInput): WallModel | null {
  if (input.known.length < MIN_KNOWN_HOLDS) return null;
  const { grid, features } = photoFeatures(image);
  const { labels, areas } = labelCells(grid, image, input);
  if (areas.length < MIN_KNOWN_HOLDS) return null;
  const random = seededRandom(areas.length);
  const hold: number[] = [];
  const wall: number[] = [];
  const anywhere: number[] = [];
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === 1) hold.push(i);
    else if (labels[i] === 2) wall.push(i);
    else if (labels[i] === 0 && i % 7 === 0) anywhere.push(i);
  }
  if (!hold.length || !wall.length) return null;
  // Balanced: as many wall cells as hold cells (up to half again), so the forest's 0.5 means "as likely".
  // Half the wall cells are the rings around confirmed holds, half anywhere else on the photo: most of
  // a wall is wall, and a panel with no confirmed hold on it must be seen too (the few holds among
  // them are outvoted by the confirmed ones).
  const holds = sample(hold, MAX_SAMPLES, random);
  const walls = [
    ...sample(wall, Math.min(MAX_SAMPLES, Math.round(0.75 * holds.length)), random),
    ...sample(anywhere, Math.min(MAX_SAMPLES, Math.round(0.75 * holds.length)), random),
  ];
  const rows = [...holds, ...walls];
  const values = new Float32Array(rows.length * FEATURES);
  rows.forEach((cell, r) =>
    values.set(features.subarray(cell * FEATURES, (cell + 1) * FEATURES), r * FEATURES),
  );
  const forest = trainForest({
    features: FEATURES,
    values,
    labels: Uint8Array.from(rows, (_, r) => (r < holds.length ? 1 : 0)),
  });
  const probability = predictEach(forest, features, grid.width * grid.height);
  const { lab: _, ...placement } = grid;
  return {
    learnedFrom: areas.length,
    grid: placement,
    probability,
    holdCells: {
      min: Math.min(...areas),
      lowerQuartile: [...areas].sort((a, b) => a - b)[areas.length >> 2]!,
      max: Math.max(...areas),
    },
    forest,
  };
}

/** The model's hold probability at a photo pixel (x, y), read between cells. */
export function holdProbability(model: WallModel, x: number, y: number) {
  const { grid, probability } = model;
  const fx = Math.min(grid.width - 1, Math.max(0, (x - grid.left) / grid.scale - 0.5));
  const fy = Math.min(grid.height - 1, Math.max(0, (y - grid.top) / grid.scale - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(grid.width - 1, x0 + 1);
  const y1 = Math.min(grid.height - 1, y0 + 1);
  const wx = fx - x0;
  const wy = fy - y0;
  const at = (cx: number, cy: number) => probability[cy * grid.width + cx]!;
  return (
    (1 - wy) * ((1 - wx) * at(x0, y0) + wx * at(x1, y0)) + wy * ((1 - wx) * at(x0, y1) + wx * at(x1, y1))
  );
}
