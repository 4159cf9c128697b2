import type { Point } from '@spraybook/hold-vision/geometry';

/**
 * The hold editor's undo/redo across server saves. Each step is what one command changed (one hold,
 * or every suggestion accepted at once); undoing runs the inverse of each change, newest first. A
 * re-added outline is a new hold with a new id, so ids are renamed in both stacks when that happens.
 * Rejecting a suggestion is a change too, made on this device only.
 */
export type HoldChange =
  | { kind: 'added' | 'deleted'; holdId: string; polygon: readonly Point[] }
  | { kind: 'rejected'; suggestion: string };

export type HistoryStep = readonly HoldChange[];

export interface EditHistory {
  done: readonly HistoryStep[];
  undone: readonly HistoryStep[];
}

/** What must happen: on the server (delete a hold, add an outline as a new hold) or to a suggestion. */
export type HoldAction =
  | { action: 'delete'; holdId: string }
  | { action: 'add'; polygon: readonly Point[]; replaces: string }
  | { action: 'reject' | 'restore'; suggestion: string };

export const emptyHistory: EditHistory = { done: [], undone: [] };

/** A new step by the user: it can be undone, and nothing can be redone any more. */
export function record(history: EditHistory, step: HoldChange | HistoryStep): EditHistory {
  const changes = Array.isArray(step) ? (step as HistoryStep) : [step as HoldChange];
  return changes.length ? { done: [...history.done, changes], undone: [] } : history;
}

function inverse(change: HoldChange): HoldAction {
  if (change.kind === 'rejected') return { action: 'restore', suggestion: change.suggestion };
  return change.kind === 'added'
    ? { action: 'delete', holdId: change.holdId }
    : { action: 'add', polygon: change.polygon, replaces: change.holdId };
}

function again(change: HoldChange): HoldAction {
  if (change.kind === 'rejected') return { action: 'reject', suggestion: change.suggestion };
  return change.kind === 'added'
    ? { action: 'add', polygon: change.polygon, replaces: change.holdId }
    : { action: 'delete', holdId: change.holdId };
}

/** The actions that undo the last step, newest change first; empty when there is nothing to undo. */
export function undoActions(history: EditHistory): HoldAction[] {
  return [...(history.done.at(-1) ?? [])].reverse().map(inverse);
}

/** The actions that redo the last undone step, in the order they were first made. */
export function redoActions(history: EditHistory): HoldAction[] {
  return (history.undone.at(-1) ?? []).map(again);
}

/** New ids of re-added outlines, by the id the hold had before. */
export type Renames = Readonly<Record<string, string>>;

/** After the undo actions succeeded. */
export function undone(history: EditHistory, renames: Renames = {}): EditHistory {
  const last = history.done.at(-1);
  if (!last) return history;
  return renameHolds({ done: history.done.slice(0, -1), undone: [...history.undone, last] }, renames);
}

/** After the redo actions succeeded. */
export function redone(history: EditHistory, renames: Renames = {}): EditHistory {
  const last = history.undone.at(-1);
  if (!last) return history;
  return renameHolds({ done: [...history.done, last], undone: history.undone.slice(0, -1) }, renames);
}

const renamedStep = (step: HistoryStep, renames: Renames): HistoryStep =>
  step.map((c) => (c.kind !== 'rejected' && renames[c.holdId] ? { ...c, holdId: renames[c.holdId]! } : c));

/** Every entry about a renamed hold now means its new id (the same outline, re-added). */
export function renameHolds(history: EditHistory, renames: Renames): EditHistory {
  if (Object.keys(renames).length === 0) return history;
  return {
    done: history.done.map((s) => renamedStep(s, renames)),
    undone: history.undone.map((s) => renamedStep(s, renames)),
  };
}
