import { bboxCentre, pointInPolygon, type Point } from '@spraybook/hold-vision/geometry';
import { holdAt } from '../../../shared/canvas';

/** An outline the tracing proposed; `key` names it in the history and in this browser's storage. */
export interface Suggestion {
  key: string;
  polygon: readonly Point[];
  score: number;
}

/** The suggestions of one photo and those the setter turned down. */
export interface SuggestionState {
  items: readonly Suggestion[];
  rejected: readonly string[];
}

export const noSuggestions: SuggestionState = { items: [], rejected: [] };

/**
 * A new round of suggestions. The places turned down in earlier rounds stay turned down (kept with
 * their keys, so their undo still works and the wall's model still learns from them); the tracing
 * was told of them and proposes none of them again. New keys never repeat a kept one.
 */
export function suggestionsFrom(
  found: readonly { polygon: readonly Point[]; score: number }[],
  previous: SuggestionState = noSuggestions,
): SuggestionState {
  const rejected = new Set(previous.rejected);
  const kept = previous.items.filter((s) => rejected.has(s.key));
  const next = 1 + Math.max(-1, ...kept.map((s) => Number(s.key.slice(1)) || 0));
  return {
    items: [...kept, ...found.map((s, i) => ({ key: `s${next + i}`, polygon: s.polygon, score: s.score }))],
    rejected: kept.map((s) => s.key),
  };
}

/** The outlines turned down so far: the tracing proposes none of them again, the model learns them as wall. */
export function rejectedOutlines(state: SuggestionState): Point[][] {
  const rejected = new Set(state.rejected);
  return state.items.filter((s) => rejected.has(s.key)).map((s) => [...s.polygon]);
}

/**
 * A point surely inside the outline: the middle of its bounding box when inside, else the middle
 * of the widest stretch of the outline along the horizontal line through it (a C-shaped hold).
 */
export function interiorPoint(polygon: readonly Point[]): Point {
  const centre = bboxCentre(polygon);
  if (pointInPolygon(polygon, centre)) return centre;
  const xs: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > centre.y !== b.y > centre.y) xs.push(a.x + ((centre.y - a.y) * (b.x - a.x)) / (b.y - a.y));
  }
  xs.sort((p, q) => p - q);
  let best = centre;
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const width = xs[i + 1]! - xs[i]!;
    if (width > widest) [widest, best] = [width, { x: (xs[i]! + xs[i + 1]!) / 2, y: centre.y }];
  }
  return best;
}

/**
 * The suggestions still to decide on: not turned down, and not yet a hold (accepted ones, and any
 * traced since, sit on one). Undoing an accept deletes the hold, so its suggestion is back.
 */
export function pendingSuggestions(
  state: SuggestionState,
  holds: readonly { id: string; polygon: readonly Point[] }[],
): Suggestion[] {
  const rejected = new Set(state.rejected);
  return state.items.filter((s) => !rejected.has(s.key) && holdAt(holds, interiorPoint(s.polygon)) === null);
}

/** The pending suggestion under a tap (the smallest where they overlap). */
export function suggestionAt(pending: readonly Suggestion[], point: Point): Suggestion | null {
  const key = holdAt(
    pending.map((s) => ({ id: s.key, polygon: s.polygon })),
    point,
  );
  return pending.find((s) => s.key === key) ?? null;
}

export function withRejected(state: SuggestionState, key: string, rejected: boolean): SuggestionState {
  const others = state.rejected.filter((k) => k !== key);
  return { ...state, rejected: rejected ? [...others, key] : others };
}
