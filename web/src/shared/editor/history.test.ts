import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  emptyHistory,
  mapDeltas,
  record,
  redoDeltas,
  redoMark,
  redone,
  undoDeltas,
  undoMark,
  undone,
  type History,
} from './history';

// A counter edited by +n deltas: the inverse of +n is -n.
const negate = (n: number) => -n;
const same = (n: number) => n;
const start: History<number> = emptyHistory;

describe('editor history', () => {
  it('has nothing to undo or redo at first', () => {
    expect(canUndo(start)).toBe(false);
    expect(canRedo(start)).toBe(false);
    expect(undoDeltas(start, negate)).toEqual([]);
    expect(redoDeltas(start, same)).toEqual([]);
    expect(undone(start)).toBe(start);
    expect(redone(start)).toBe(start);
    expect(undoMark(start)).toBeNull();
  });

  it('records a step under its mark, and no step for no deltas', () => {
    const h = record(start, 'Add two', [1, 1]);
    expect(h.done).toEqual([{ mark: 'Add two', deltas: [1, 1] }]);
    expect(record(h, 'Nothing', [])).toBe(h);
    expect(record(h, 'One', 5).done.at(-1)).toEqual({ mark: 'One', deltas: [5] });
  });

  it('undoes the last step with its inverse deltas, newest first, and redoes it in its first order', () => {
    const h = record(record(start, 'First', 1), 'Second', [2, 3]);
    expect(undoMark(h)).toBe('Second');
    expect(undoDeltas(h, negate)).toEqual([-3, -2]);
    const back = undone(h);
    expect(undoMark(back)).toBe('First');
    expect(redoMark(back)).toBe('Second');
    expect(redoDeltas(back, same)).toEqual([2, 3]);
    expect(undoDeltas(back, negate)).toEqual([-1]);
    expect(redone(back)).toEqual(h);
  });

  it('walks back and forth across several marks', () => {
    let h = record(record(record(start, 'a', 1), 'b', 2), 'c', 3);
    h = undone(undone(h));
    expect(h.done.map((s) => s.mark)).toEqual(['a']);
    expect(h.undone.map((s) => s.mark)).toEqual(['c', 'b']);
    h = redone(h);
    expect(h.done.map((s) => s.mark)).toEqual(['a', 'b']);
    expect(redoMark(h)).toBe('c');
  });

  it('forgets what could be redone once a new step is recorded', () => {
    const h = undone(record(start, 'a', 1));
    expect(canRedo(h)).toBe(true);
    const after = record(h, 'b', 2);
    expect(canRedo(after)).toBe(false);
    expect(after.done.map((s) => s.mark)).toEqual(['b']);
  });

  it('rewrites deltas in both stacks when asked to, as undo renames a re-added hold', () => {
    const h = undone(record(record(start, 'a', 1), 'b', 2), (n) => n * 10);
    expect(h).toEqual({ done: [{ mark: 'a', deltas: [10] }], undone: [{ mark: 'b', deltas: [20] }] });
    expect(mapDeltas(h, (n) => n + 1).undone[0]!.deltas).toEqual([21]);
  });
});
