import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  record as recordStep,
  redoDeltas,
  redone as redoneStep,
  undoDeltas,
  undone as undoneStep,
  type History,
} from '../../../shared/editor/history';
import { again, inverse, markOf, renamed, type HoldChange, type Renames } from './edit-history';

const outline = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.2, y: 0.2 },
];
const added = (holdId: string): HoldChange => ({ kind: 'added', holdId, polygon: outline });
const deleted = (holdId: string): HoldChange => ({ kind: 'deleted', holdId, polygon: outline });
const rejected = (suggestion: string): HoldChange => ({ kind: 'rejected', suggestion });

// The hold editor's use of the shared history, as use-hold-editor does it.
type H = History<HoldChange>;
const start: H = emptyHistory;
const record = (h: H, step: HoldChange | HoldChange[]) => {
  const list = Array.isArray(step) ? step : [step];
  return recordStep(h, markOf(list), list);
};
const undoActions = (h: H) => undoDeltas(h, inverse);
const redoActions = (h: H) => redoDeltas(h, again);
const undone = (h: H, renames: Renames = {}) => undoneStep(h, renamed(renames));
const redone = (h: H, renames: Renames = {}) => redoneStep(h, renamed(renames));
const changes = (h: H) => ({ done: h.done.map((s) => s.deltas), undone: h.undone.map((s) => s.deltas) });

describe('hold edit history', () => {
  it('undoes an add by deleting that hold, and redoes it by adding the outline again', () => {
    const history = record(start, added('a'));
    expect(undoActions(history)).toEqual([{ action: 'delete', holdId: 'a' }]);
    const afterUndo = undone(history);
    expect(changes(afterUndo)).toEqual({ done: [], undone: [[added('a')]] });
    expect(redoActions(afterUndo)).toEqual([{ action: 'add', polygon: outline, replaces: 'a' }]);
    expect(changes(redone(afterUndo, { a: 'a2' }))).toEqual({ done: [[added('a2')]], undone: [] });
  });

  it('undoes a delete by re-adding the outline as a new hold, and redoes it by deleting that one', () => {
    const history = record(start, deleted('b'));
    expect(undoActions(history)).toEqual([{ action: 'add', polygon: outline, replaces: 'b' }]);
    const afterUndo = undone(history, { b: 'b2' });
    expect(changes(afterUndo)).toEqual({ done: [], undone: [[deleted('b2')]] });
    expect(redoActions(afterUndo)).toEqual([{ action: 'delete', holdId: 'b2' }]);
  });

  it('undoes every hold of one step at once, newest first, and redoes them in their first order', () => {
    const history = record(start, [added('a'), added('b')]);
    expect(undoActions(history)).toEqual([
      { action: 'delete', holdId: 'b' },
      { action: 'delete', holdId: 'a' },
    ]);
    const afterUndo = undone(history);
    expect(redoActions(afterUndo).map((a) => a.action === 'add' && a.replaces)).toEqual(['a', 'b']);
    expect(changes(redone(afterUndo, { a: 'a2', b: 'b2' }))).toEqual({
      done: [[added('a2'), added('b2')]],
      undone: [],
    });
  });

  it('undoes a rejected suggestion by bringing it back, and redoes it by rejecting it again', () => {
    const history = record(start, rejected('s3'));
    expect(undoActions(history)).toEqual([{ action: 'restore', suggestion: 's3' }]);
    expect(redoActions(undone(history))).toEqual([{ action: 'reject', suggestion: 's3' }]);
  });

  it('follows a hold through being re-added: add, delete, undo both', () => {
    // Add A, delete A, undo the delete (A comes back as a2), undo the add: a2 must go.
    let history = record(record(start, added('a')), deleted('a'));
    history = undone(history, { a: 'a2' });
    expect(undoActions(history)).toEqual([{ action: 'delete', holdId: 'a2' }]);
    history = undone(history);
    expect(changes(history)).toEqual({ done: [], undone: [[deleted('a2')], [added('a2')]] });
    // Redo the add (a3), then redo the delete: a3 is deleted.
    history = redone(history, { a2: 'a3' });
    expect(redoActions(history)).toEqual([{ action: 'delete', holdId: 'a3' }]);
  });

  it('names each step for what it did', () => {
    expect(markOf([added('a')])).toBe('Add hold');
    expect(markOf([added('a'), added('b')])).toBe('Add 2 holds');
    expect(markOf([deleted('a')])).toBe('Delete hold');
    expect(markOf([rejected('s')])).toBe('Reject suggestion');
  });
});
