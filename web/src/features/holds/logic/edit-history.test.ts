import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  record,
  redoActions,
  redone,
  renameHolds,
  undoActions,
  undone,
  type HoldChange,
} from './edit-history';

const outline = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.2, y: 0.2 },
];
const added = (holdId: string): HoldChange => ({ kind: 'added', holdId, polygon: outline });
const deleted = (holdId: string): HoldChange => ({ kind: 'deleted', holdId, polygon: outline });
const rejected = (suggestion: string): HoldChange => ({ kind: 'rejected', suggestion });

describe('edit history', () => {
  it('has nothing to undo or redo at first', () => {
    expect(undoActions(emptyHistory)).toEqual([]);
    expect(redoActions(emptyHistory)).toEqual([]);
    expect(undone(emptyHistory)).toBe(emptyHistory);
    expect(redone(emptyHistory)).toBe(emptyHistory);
  });

  it('undoes an add by deleting that hold, and redoes it by adding the outline again', () => {
    const history = record(emptyHistory, added('a'));
    expect(undoActions(history)).toEqual([{ action: 'delete', holdId: 'a' }]);
    const afterUndo = undone(history);
    expect(afterUndo).toEqual({ done: [], undone: [[added('a')]] });
    expect(redoActions(afterUndo)).toEqual([{ action: 'add', polygon: outline, replaces: 'a' }]);
    expect(redone(afterUndo, { a: 'a2' })).toEqual({ done: [[added('a2')]], undone: [] });
  });

  it('undoes a delete by re-adding the outline as a new hold, and redoes it by deleting that one', () => {
    const history = record(emptyHistory, deleted('b'));
    expect(undoActions(history)).toEqual([{ action: 'add', polygon: outline, replaces: 'b' }]);
    const afterUndo = undone(history, { b: 'b2' });
    expect(afterUndo).toEqual({ done: [], undone: [[deleted('b2')]] });
    expect(redoActions(afterUndo)).toEqual([{ action: 'delete', holdId: 'b2' }]);
    expect(redone(afterUndo)).toEqual({ done: [[deleted('b2')]], undone: [] });
  });

  it('undoes in reverse order', () => {
    const history = record(record(emptyHistory, added('a')), deleted('c'));
    expect(undoActions(history)).toEqual([{ action: 'add', polygon: outline, replaces: 'c' }]);
    expect(undoActions(undone(history, { c: 'c2' }))).toEqual([{ action: 'delete', holdId: 'a' }]);
  });

  it('undoes every hold of one step at once, newest first, and redoes them in their first order', () => {
    const history = record(emptyHistory, [added('a'), added('b')]);
    expect(undoActions(history)).toEqual([
      { action: 'delete', holdId: 'b' },
      { action: 'delete', holdId: 'a' },
    ]);
    const afterUndo = undone(history);
    expect(redoActions(afterUndo).map((a) => a.action === 'add' && a.replaces)).toEqual(['a', 'b']);
    expect(redone(afterUndo, { a: 'a2', b: 'b2' })).toEqual({
      done: [[added('a2'), added('b2')]],
      undone: [],
    });
  });

  it('undoes a rejected suggestion by bringing it back, and redoes it by rejecting it again', () => {
    const history = record(emptyHistory, rejected('s3'));
    expect(undoActions(history)).toEqual([{ action: 'restore', suggestion: 's3' }]);
    expect(redoActions(undone(history))).toEqual([{ action: 'reject', suggestion: 's3' }]);
  });

  it('records nothing for an empty step', () => {
    expect(record(emptyHistory, [])).toBe(emptyHistory);
  });

  it('clears what could be redone when a new change is made', () => {
    const history = undone(record(emptyHistory, added('a')));
    expect(record(history, added('b'))).toEqual({ done: [[added('b')]], undone: [] });
  });

  it('follows a hold through being re-added: add, delete, undo both', () => {
    // Add A, delete A, undo the delete (A comes back as a2), undo the add: a2 must go.
    let history = record(record(emptyHistory, added('a')), deleted('a'));
    history = undone(history, { a: 'a2' });
    expect(undoActions(history)).toEqual([{ action: 'delete', holdId: 'a2' }]);
    history = undone(history);
    expect(history).toEqual({ done: [], undone: [[deleted('a2')], [added('a2')]] });
    // Redo the add (a3), then redo the delete: a3 is deleted.
    history = redone(history, { a2: 'a3' });
    expect(redoActions(history)).toEqual([{ action: 'delete', holdId: 'a3' }]);
  });

  it('renames a hold in both stacks', () => {
    const history = { done: [[added('a')], [added('x')]], undone: [[deleted('a')]] };
    expect(renameHolds(history, { a: 'z' })).toEqual({
      done: [[added('z')], [added('x')]],
      undone: [[deleted('z')]],
    });
  });
});
