import { describe, expect, it } from 'vitest';
import {
  interiorPoint,
  noSuggestions,
  pendingSuggestions,
  rejectedOutlines,
  suggestionAt,
  suggestionsFrom,
  withRejected,
} from './suggestions';

const square = (x: number, y: number, size = 0.1) => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];
// A C open to the right: its bounding box's middle is in the gap.
const cShape = [
  { x: 0, y: 0 },
  { x: 0.3, y: 0 },
  { x: 0.3, y: 0.1 },
  { x: 0.1, y: 0.1 },
  { x: 0.1, y: 0.2 },
  { x: 0.3, y: 0.2 },
  { x: 0.3, y: 0.3 },
  { x: 0, y: 0.3 },
];

describe('suggested holds', () => {
  const state = suggestionsFrom([
    { polygon: square(0.1, 0.1), score: 0.9 },
    { polygon: square(0.5, 0.5), score: 0.6 },
    { polygon: cShape, score: 0.4 },
  ]);

  it('are named s0, s1, … in the order found', () => {
    expect(state.items.map((s) => s.key)).toEqual(['s0', 's1', 's2']);
  });

  it('are pending until turned down or traced as a hold', () => {
    expect(pendingSuggestions(state, []).map((s) => s.key)).toEqual(['s0', 's1', 's2']);
    const rejected = withRejected(state, 's1', true);
    const traced = [{ id: 'h1', polygon: square(0.1, 0.1) }];
    expect(pendingSuggestions(rejected, traced).map((s) => s.key)).toEqual(['s2']);
  });

  it('come back when a rejection is taken back', () => {
    const back = withRejected(withRejected(state, 's1', true), 's1', false);
    expect(back.rejected).toEqual([]);
  });

  it('count as traced when a hold covers a point inside them, even a C-shaped one', () => {
    const p = interiorPoint(cShape);
    expect(p.x).toBeLessThan(0.1);
    expect(pendingSuggestions(state, [{ id: 'h', polygon: cShape }]).map((s) => s.key)).toEqual(['s0', 's1']);
  });

  it('turned down stay turned down in the next round, which names its own anew', () => {
    const turnedDown = withRejected(state, 's1', true);
    const next = suggestionsFrom([{ polygon: square(0.7, 0.1), score: 0.8 }], turnedDown);
    expect(next.items.map((s) => s.key)).toEqual(['s1', 's2']);
    expect(next.rejected).toEqual(['s1']);
    expect(pendingSuggestions(next, []).map((s) => s.key)).toEqual(['s2']);
    expect(rejectedOutlines(next)).toEqual([square(0.5, 0.5)]);
    // Taking the rejection back (undo) still finds it by its key.
    expect(pendingSuggestions(withRejected(next, 's1', false), []).map((s) => s.key)).toEqual(['s1', 's2']);
  });

  it('are found under a tap', () => {
    expect(suggestionAt(pendingSuggestions(state, []), { x: 0.55, y: 0.55 })?.key).toBe('s1');
    expect(suggestionAt(pendingSuggestions(state, []), { x: 0.9, y: 0.9 })).toBeNull();
    expect(pendingSuggestions(noSuggestions, [])).toEqual([]);
  });
});
