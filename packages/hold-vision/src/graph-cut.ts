import { colourCost, fitMixture } from './colour-mixture.ts';
import { labGrid, type LabGrid, type RgbaImage } from './image.ts';
import { area, fillHoles, floodFill, type Mask } from './mask.ts';
import { FlowGraph } from './max-flow.ts';
import { holdProbability, type WallModel } from './wall-model.ts';

/** Cells on the cut window's longer side at most: a crimp at full resolution, a jug a little coarser. */
const CUT_CELLS = 140;
/** Photo pixels a cell at the finest (as the tap's window: between pixels on a small photo). */
const FINEST_CELL = 0.5;
/** How strongly neighbouring cells of like colour stay together (GrabCut's γ). */
const SMOOTHNESS = 10;
/** The model's share of the cost to be hold or wall, against the colour models'. */
const LEARNED_SHARE = 1;
/** GrabCut's rounds: fit the colours, cut, fit again to the cut. */
const ROUNDS = 2;

export interface Region {
  grid: LabGrid;
  mask: Mask;
}

/**
 * GrabCut's finish for a tap's region: in a window around it at the photo's full resolution, a colour
 * mixture for the hold (the region) and one for its surroundings, and the minimum cut between them
 * with edges cheap to cut where the colour changes, so the outline falls on the hold's boundary
 * rather than where the flood happened to stop. The tap's cell is always hold and the window's edge
 * always wall. Null when the cut finds something implausible next to the region it started from.
 */
export function graphCutFinish(
  image: RgbaImage,
  region: Region,
  tap: { x: number; y: number },
  model: WallModel | null,
): Region | null {
  const { grid, mask } = region;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < mask.cells.length; i++) {
    if (!mask.cells[i]) continue;
    const x = i % mask.width;
    const y = Math.floor(i / mask.width);
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x + 1);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y + 1);
  }
  if (!Number.isFinite(x0)) return null;
  // The region's box in photo pixels, widened by half its size: room for the hold the flood missed.
  const left0 = grid.left + x0 * grid.scale;
  const top0 = grid.top + y0 * grid.scale;
  const w0 = (x1 - x0) * grid.scale;
  const h0 = (y1 - y0) * grid.scale;
  const margin = Math.max(3, 0.5 * Math.max(w0, h0));
  const left = Math.max(0, left0 - margin);
  const top = Math.max(0, top0 - margin);
  const rect = {
    left,
    top,
    width: Math.min(image.width, left0 + w0 + margin) - left,
    height: Math.min(image.height, top0 + h0 + margin) - top,
  };
  const win = labGrid(image, rect, CUT_CELLS, FINEST_CELL);
  const n = win.width * win.height;
  // The flood's region on the window's cells: where the colour models start.
  const inside = new Uint8Array(n);
  for (let y = 0; y < win.height; y++) {
    for (let x = 0; x < win.width; x++) {
      const gx = Math.floor((win.left + (x + 0.5) * win.scale - grid.left) / grid.scale);
      const gy = Math.floor((win.top + (y + 0.5) * win.scale - grid.top) / grid.scale);
      if (gx >= 0 && gy >= 0 && gx < mask.width && gy < mask.height)
        inside[y * win.width + x] = mask.cells[gy * mask.width + gx]!;
    }
  }
  const tx = Math.min(win.width - 1, Math.max(0, Math.floor((tap.x * image.width - win.left) / win.scale)));
  const ty = Math.min(win.height - 1, Math.max(0, Math.floor((tap.y * image.height - win.top) / win.scale)));
  const learned = model
    ? Float32Array.from({ length: n }, (_, i) =>
        holdProbability(
          model,
          win.left + ((i % win.width) + 0.5) * win.scale,
          win.top + (Math.floor(i / win.width) + 0.5) * win.scale,
        ),
      )
    : null;
  const beta = contrastScale(win);
  const touchesPhotoEdge = (x: number, y: number) =>
    (x === 0 && win.left <= 0) ||
    (y === 0 && win.top <= 0) ||
    (x === win.width - 1 && win.left + win.width * win.scale >= image.width - 0.5) ||
    (y === win.height - 1 && win.top + win.height * win.scale >= image.height - 0.5);

  let labels: Uint8Array = inside;
  for (let round = 0; round < ROUNDS; round++) {
    const holdCells: number[] = [];
    const wallCells: number[] = [];
    for (let i = 0; i < n; i++) (labels[i] ? holdCells : wallCells).push(i);
    const hold = fitMixture(win.lab, holdCells);
    const wall = fitMixture(win.lab, wallCells);
    if (!hold || !wall) return null;
    const graph = new FlowGraph(n + 2, n * 3);
    const source = n;
    const sink = n + 1;
    const HARD = 1e9;
    for (let y = 0; y < win.height; y++) {
      for (let x = 0; x < win.width; x++) {
        const i = y * win.width + x;
        let toHold = colourCost(hold, win.lab, i);
        let toWall = colourCost(wall, win.lab, i);
        if (learned) {
          const p = Math.min(0.99, Math.max(0.01, learned[i]!));
          toHold -= LEARNED_SHARE * Math.log(p);
          toWall -= LEARNED_SHARE * Math.log(1 - p);
        }
        const edge = x === 0 || y === 0 || x === win.width - 1 || y === win.height - 1;
        const seed = Math.abs(x - tx) <= 1 && Math.abs(y - ty) <= 1;
        // Costs as capacities: cutting source → i labels i wall (pays its wall cost), i → sink hold.
        const base = Math.min(toHold, toWall);
        graph.addEdge(source, i, seed ? HARD : toWall - base);
        graph.addEdge(i, sink, edge && !seed && !touchesPhotoEdge(x, y) ? HARD : toHold - base);
        if (x + 1 < win.width) {
          const w = SMOOTHNESS * Math.exp(-beta * step(win.lab, i, i + 1));
          graph.addEdge(i, i + 1, w, w);
        }
        if (y + 1 < win.height) {
          const w = SMOOTHNESS * Math.exp(-beta * step(win.lab, i, i + win.width));
          graph.addEdge(i, i + win.width, w, w);
        }
      }
    }
    graph.maxFlow(source, sink);
    labels = graph.sourceSide(source).subarray(0, n);
  }
  // The hold is the cut's piece under the tap, its holes (a bolt, chalk) filled.
  const cut = fillHoles(floodFill(win.width, win.height, (i) => labels[i] === 1, ty * win.width + tx));
  const before = area(mask) * (grid.scale / win.scale) ** 2;
  const after = area(cut);
  if (after < 4 || after < 0.4 * before || after > 2.5 * before) return null;
  return { grid: win, mask: cut };
}

/** Squared Lab step between two cells (lightness halved, as everywhere here). */
function step(lab: Float32Array, i: number, j: number) {
  const dl = lab[i * 3]! - lab[j * 3]!;
  const da = lab[i * 3 + 1]! - lab[j * 3 + 1]!;
  const db = lab[i * 3 + 2]! - lab[j * 3 + 2]!;
  return 0.25 * dl * dl + da * da + db * db;
}

/** GrabCut's β: one over twice the mean squared step between neighbours, so "a big step" is relative to the photo. */
function contrastScale(win: LabGrid) {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < win.height; y++) {
    for (let x = 0; x < win.width; x++) {
      const i = y * win.width + x;
      if (x + 1 < win.width) [sum, count] = [sum + step(win.lab, i, i + 1), count + 1];
      if (y + 1 < win.height) [sum, count] = [sum + step(win.lab, i, i + win.width), count + 1];
    }
  }
  return count && sum ? count / (2 * sum) : 0;
}
