import { pointInPolygon, type Point } from '@spraybook/hold-vision/geometry';

/** How much one tap (or one slider notch) grows or shrinks an outline, on the tracing's -1..1 scale. */
export const GROW_STEP = 0.25;
export const GROW_LIMIT = 1;

/** The outline being shaped: where the hold was tapped, how far it is grown, and the traced polygon. */
export interface OutlineDraft {
  tap: Point;
  grow: number;
  polygon: readonly Point[];
}

export const clampGrow = (grow: number) => Math.max(-GROW_LIMIT, Math.min(GROW_LIMIT, grow));

/**
 * What a tap in outline mode asks the tracing for. A tap inside the current outline shrinks it a
 * step, one just outside (within half its size) grows it a step, and any other tap outlines the hold
 * there afresh.
 */
export function outlineRequest(current: OutlineDraft | null, point: Point): { tap: Point; grow: number } {
  if (!current || current.polygon.length < 3) return { tap: point, grow: 0 };
  if (pointInPolygon(current.polygon, point))
    return { tap: current.tap, grow: clampGrow(current.grow - GROW_STEP) };
  const xs = current.polygon.map((p) => p.x);
  const ys = current.polygon.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(right - left, bottom - top) / 2;
  const near =
    point.x >= left - margin &&
    point.x <= right + margin &&
    point.y >= top - margin &&
    point.y <= bottom + margin;
  return near ? { tap: current.tap, grow: clampGrow(current.grow + GROW_STEP) } : { tap: point, grow: 0 };
}
