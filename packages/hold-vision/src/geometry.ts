/**
 * Plain 2-D geometry of hold outlines, the one copy the web, the server and hold tracing share
 * (`@spraybook/hold-vision/geometry`). Units are whatever the caller's points are in: photo-relative
 * 0..1, photo pixels or CSS pixels; nothing here knows which.
 */

/** A point: relative 0..1 on a photo, or pixels, as its user says. */
export interface Point {
  x: number;
  y: number;
}

export interface Bbox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Even-odd ray casting: whether `p` is inside the polygon (a point on an edge may go either way).
 * The polygon comes first, everywhere: one order, so a call can never swap them unnoticed.
 */
export function pointInPolygon(polygon: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from `p` to the polygon's outline (its closed edge), inside or out; Infinity for no points. */
export function distanceToOutline(polygon: readonly Point[], p: Point): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    best = Math.min(best, distanceToSegment(p, polygon[i]!, polygon[(i + 1) % polygon.length]!));
  }
  return best;
}

/** The polygon's area (shoelace), whatever its winding. */
export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    twice += (polygon[j]!.x + polygon[i]!.x) * (polygon[j]!.y - polygon[i]!.y);
  }
  return Math.abs(twice) / 2;
}

/** The smallest upright rectangle around the points. */
export function bbox(points: readonly Point[]): Bbox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** The middle of the bounding box (where a hold's letter or number goes). */
export function bboxCentre(points: readonly Point[]): Point {
  const b = bbox(points);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** The mean of the points (a polygon's vertex centroid). */
export function centroid(points: readonly Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** The points stretched per axis (photo-relative to on-screen pixels, say). */
export function scalePoints(points: readonly Point[], sx: number, sy: number): Point[] {
  return points.map((p) => ({ x: p.x * sx, y: p.y * sy }));
}
