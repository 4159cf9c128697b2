import { distanceToSegment, polygonArea, type Point } from './geometry.ts';
import type { Mask } from './mask.ts';

const DIRS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 0, y: -1 },
];

/**
 * The outer boundary of the mask's region that contains its first cell in scan order, walked along
 * cell edges clockwise (y down) with the region on the right; corners in grid units. Cells touching
 * only at a corner are kept apart (4-connectivity), so the walk never crosses itself.
 */
export function traceBoundary(mask: Mask): Point[] {
  const { width, height, cells } = mask;
  const first = cells.indexOf(1);
  if (first < 0) return [];
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] === 1;
  const start = { x: first % width, y: Math.floor(first / width) };
  let corner = { ...start };
  let dir = 0;
  const points: Point[] = [];
  const limit = 4 * (width + 1) * (height + 1);
  for (let step = 0; step < limit; step++) {
    const d = DIRS[dir]!;
    const right = { x: -d.y, y: d.x };
    const aheadRight = inside(
      Math.floor(corner.x + 0.5 * d.x + 0.5 * right.x),
      Math.floor(corner.y + 0.5 * d.y + 0.5 * right.y),
    );
    const aheadLeft = inside(
      Math.floor(corner.x + 0.5 * d.x - 0.5 * right.x),
      Math.floor(corner.y + 0.5 * d.y - 0.5 * right.y),
    );
    const before = dir;
    if (!aheadRight) dir = (dir + 1) % 4;
    else if (aheadLeft) dir = (dir + 3) % 4;
    if (dir !== before) {
      // Back at the start, about to walk its top edge again: the ring is closed.
      if (step > 0 && dir === 0 && corner.x === start.x && corner.y === start.y) break;
      const last = points.at(-1);
      if (!last || last.x !== corner.x || last.y !== corner.y) points.push({ ...corner });
      continue;
    }
    if (points.length === 0) points.push({ ...corner });
    corner = { x: corner.x + d.x, y: corner.y + d.y };
  }
  return points;
}

function simplifyOpen(points: readonly Point[], epsilon: number): Point[] {
  if (points.length < 3) return [...points];
  let worst = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(points[i]!, points[0]!, points.at(-1)!);
    if (d > worst) [worst, index] = [d, i];
  }
  if (worst <= epsilon) return [points[0]!, points.at(-1)!];
  return [
    ...simplifyOpen(points.slice(0, index + 1), epsilon).slice(0, -1),
    ...simplifyOpen(points.slice(index), epsilon),
  ];
}

/** Douglas-Peucker on a closed ring: split at the point farthest from the first, simplify each half. */
export function simplifyRing(ring: readonly Point[], epsilon: number): Point[] {
  if (ring.length <= 3) return [...ring];
  let far = 0;
  let farthest = 0;
  for (let i = 1; i < ring.length; i++) {
    const d = Math.hypot(ring[i]!.x - ring[0]!.x, ring[i]!.y - ring[0]!.y);
    if (d > farthest) [farthest, far] = [d, i];
  }
  const a = simplifyOpen(ring.slice(0, far + 1), epsilon);
  const b = simplifyOpen([...ring.slice(far), ring[0]!], epsilon);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point) {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether any two edges of the ring that do not share a corner cross. */
export function selfIntersects(ring: readonly Point[]) {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** The convex hull (monotone chain): the fallback outline that is always valid. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out.at(-2)!, out.at(-1)!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * The mask's outline as a simple polygon of at most `maxPoints` corners, in grid units: simplified
 * as little as keeps it under the limit and uncrossed, else its convex hull.
 */
export function maskPolygon(mask: Mask, maxPoints: number): Point[] | null {
  const ring = traceBoundary(mask);
  if (ring.length < 3) return null;
  // From a cell's width up: a grid's stair steps are noise, not shape.
  for (let epsilon = 1; epsilon < 64; epsilon *= 1.4) {
    const simple = simplifyRing(ring, epsilon);
    if (simple.length > maxPoints) continue;
    if (simple.length >= 3 && !selfIntersects(simple) && polygonArea(simple) > 0) return simple;
  }
  const hull = convexHull(ring);
  return hull.length >= 3 ? hull.slice(0, maxPoints) : null;
}
