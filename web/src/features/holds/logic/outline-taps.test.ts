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
    expect(outlineRequest(null, { x: 0.2, y: 0.3 })).toEqual({ tap: { x: 0.2, y: 0.3 }, grow: 0 });
  });
  it('shrinks the outline a step when inside it', () => {
    expect(outlineRequest(current, { x: 0.5, y: 0.52 })).toEqual({ tap: current.tap, grow: -0.25 });
  });
  it('grows the outline a step when just outside it', () => {
    expect(outlineRequest(current, { x: 0.58, y: 0.5 })).toEqual({ tap: current.tap, grow: 0.25 });
  });
  it('never grows past the limit', () => {
    expect(outlineRequest({ ...current, grow: 1 }, { x: 0.58, y: 0.5 }).grow).toBe(1);
  });
  it('starts a new outline when far away', () => {
    expect(outlineRequest(current, { x: 0.9, y: 0.1 })).toEqual({ tap: { x: 0.9, y: 0.1 }, grow: 0 });
  });
});
