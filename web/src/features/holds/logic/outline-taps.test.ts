import { describe, expect, it } from 'vitest';
import { outlineRequest, type OutlineDraft } from './outline-taps';

const current: OutlineDraft = {
  tap: { x: 0.5, y: 0.5 },
  grow: 0,
  polygon: [
    { x: 0.45, y: 0.45 },
    { x: 0.55, y: 0.45 },
    { x: 0.55, y: 0.55 },
    { x: 0.45, y: 0.55 },
  ],
};

describe('a tap in outline mode', () => {
  it('outlines the hold there when nothing is being shaped', () => {
    expect(outlineRequest(null, { x: 0.2, y: 0.3 })).toEqual({
      tap: { x: 0.2, y: 0.3 },
      grow: 0,
      keep: null,
    });
  });
  it('shrinks the outline a step when inside it', () => {
    expect(outlineRequest(current, { x: 0.5, y: 0.52 })).toEqual({
      tap: current.tap,
      grow: -0.25,
      keep: null,
    });
  });
  it('never shrinks past the limit', () => {
    expect(outlineRequest({ ...current, grow: -1 }, { x: 0.5, y: 0.52 }).grow).toBe(-1);
  });
  it('keeps the outline and outlines the next hold, however close the next hold is', () => {
    for (const next of [
      { x: 0.58, y: 0.5 },
      { x: 0.9, y: 0.1 },
    ])
      expect(outlineRequest(current, next)).toEqual({ tap: next, grow: 0, keep: current.polygon });
  });
  it('keeps nothing while the outline is too small to be a hold', () => {
    const line = { ...current, polygon: current.polygon.slice(0, 2) };
    expect(outlineRequest(line, { x: 0.9, y: 0.1 }).keep).toBeNull();
  });
});
