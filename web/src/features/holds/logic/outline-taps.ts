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

/** What a tap asks for: the tracing at `tap` grown by `grow`, after saving `keep` when it is set. */
export interface OutlineRequest {
  tap: Point;
  grow: number;
  keep: readonly Point[] | null;
}

/**
 * What a tap in outline mode asks for. A tap inside the current outline shrinks it a step (the Size
 * slider grows it); any other tap keeps the current outline as a hold and outlines the hold there,
 * so tracing a wall is one tap a hold. (A tap just outside used to grow the outline, but on a
 * spraywall the next hold is often that close.)
 */
export function outlineRequest(current: OutlineDraft | null, point: Point): OutlineRequest {
  if (!current || current.polygon.length < 3) return { tap: point, grow: 0, keep: null };
  if (pointInPolygon(current.polygon, point))
    return { tap: current.tap, grow: clampGrow(current.grow - GROW_STEP), keep: null };
  return { tap: point, grow: 0, keep: current.polygon };
}
