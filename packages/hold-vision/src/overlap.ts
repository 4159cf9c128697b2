import type { Point, Polygon } from './image.ts';

export function pointInPolygon(polygon: readonly Point[], p: Point) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function bounds(polygon: readonly Point[]) {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const SAMPLES = 24;

/**
 * Intersection over union of two polygons, sampled on a 24×24 grid over their joint bounding box:
 * exact enough to tell "the same hold" from "a neighbour", and cheap for hundreds of pairs.
 */
export function polygonIou(a: readonly Point[], b: readonly Point[]) {
  const ba = bounds(a);
  const bb = bounds(b);
  if (ba.right < bb.left || bb.right < ba.left || ba.bottom < bb.top || bb.bottom < ba.top) return 0;
  const left = Math.min(ba.left, bb.left);
  const top = Math.min(ba.top, bb.top);
  const w = (Math.max(ba.right, bb.right) - left) / SAMPLES;
  const h = (Math.max(ba.bottom, bb.bottom) - top) / SAMPLES;
  let both = 0;
  let either = 0;
  for (let y = 0; y < SAMPLES; y++) {
    for (let x = 0; x < SAMPLES; x++) {
      const p = { x: left + (x + 0.5) * w, y: top + (y + 0.5) * h };
      const inA = pointInPolygon(a, p);
      const inB = pointInPolygon(b, p);
      if (inA && inB) both++;
      if (inA || inB) either++;
    }
  }
  return either ? both / either : 0;
}

/** Whether the suggestion is a hold already traced (IoU above a third); a hold on a traced volume is not. */
export function overlapsAny(polygon: Polygon, existing: readonly Polygon[]) {
  return existing.some((e) => e.length >= 3 && polygonIou(polygon, e) > 0.3);
}
