import { bbox, pointInPolygon, type Point } from './geometry.ts';
import type { Polygon } from './image.ts';

const SAMPLES = 24;

/**
 * Intersection over union of two polygons, sampled on a 24×24 grid over their joint bounding box:
 * exact enough to tell "the same hold" from "a neighbour", and cheap for hundreds of pairs.
 */
export function polygonIou(a: readonly Point[], b: readonly Point[]) {
  const ba = bbox(a);
  const bb = bbox(b);
  if (ba.maxX < bb.minX || bb.maxX < ba.minX || ba.maxY < bb.minY || bb.maxY < ba.minY) return 0;
  const left = Math.min(ba.minX, bb.minX);
  const top = Math.min(ba.minY, bb.minY);
  const w = (Math.max(ba.maxX, bb.maxX) - left) / SAMPLES;
  const h = (Math.max(ba.maxY, bb.maxY) - top) / SAMPLES;
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

/** The share of `a`'s area inside `b`, sampled on a 24×24 grid over `a`'s bounding box. */
export function shareInside(a: readonly Point[], b: readonly Point[]) {
  const box = bbox(a);
  const w = (box.maxX - box.minX) / SAMPLES;
  const h = (box.maxY - box.minY) / SAMPLES;
  let inA = 0;
  let inBoth = 0;
  for (let y = 0; y < SAMPLES; y++) {
    for (let x = 0; x < SAMPLES; x++) {
      const p = { x: box.minX + (x + 0.5) * w, y: box.minY + (y + 0.5) * h };
      if (!pointInPolygon(a, p)) continue;
      inA++;
      if (pointInPolygon(b, p)) inBoth++;
    }
  }
  return inA ? inBoth / inA : 0;
}

/** Whether the suggestion is a hold already traced (IoU above a third); a hold on a traced volume is not. */
export function overlapsAny(polygon: Polygon, existing: readonly Polygon[]) {
  return existing.some((e) => e.length >= 3 && polygonIou(polygon, e) > 0.3);
}
