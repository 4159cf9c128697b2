import { HOLD_POINTS_MAX } from '@spraybook/contract/plain';
import type { Point } from '@spraybook/hold-vision/geometry';

/** A hold outline being traced: at least this many points make a hold. */
export const DRAFT_POINTS_MIN = 3;
/** A tap this close (CSS px on screen) to the first point closes the outline. */
export const CLOSE_RADIUS_PX = 12;

export type PolygonDraft = readonly Point[];

export const emptyDraft: PolygonDraft = [];

/** The draft with one more point; unchanged at the contract's limit. */
export function addPoint(draft: PolygonDraft, point: Point): PolygonDraft {
  return draft.length >= HOLD_POINTS_MAX ? draft : [...draft, point];
}

export function removeLastPoint(draft: PolygonDraft): PolygonDraft {
  return draft.slice(0, -1);
}

export function canFinish(draft: PolygonDraft) {
  return draft.length >= DRAFT_POINTS_MIN;
}

/**
 * Whether a tap closes the outline: it has enough points and the tap is within CLOSE_RADIUS_PX of
 * the first point. `pixelsPerUnit` converts photo-relative distances to screen pixels per axis.
 */
export function closesDraft(draft: PolygonDraft, tap: Point, pixelsPerUnit: { x: number; y: number }) {
  const first = draft[0];
  if (!first || !canFinish(draft)) return false;
  const dx = (tap.x - first.x) * pixelsPerUnit.x;
  const dy = (tap.y - first.y) * pixelsPerUnit.y;
  return Math.hypot(dx, dy) <= CLOSE_RADIUS_PX;
}
