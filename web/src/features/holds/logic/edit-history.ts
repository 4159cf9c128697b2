import type { DraftPoint } from './polygon-draft';

/**
 * The hold editor's undo/redo across server saves. Each entry is a change the server made; undoing
 * runs its inverse. A re-added outline is a new hold with a new id, so ids are renamed in both
 * stacks when that happens.
 */
export interface HoldChange {
  kind: 'added' | 'deleted';
  holdId: string;
  polygon: readonly DraftPoint[];
}

export interface EditHistory {
  done: readonly HoldChange[];
  undone: readonly HoldChange[];
}

/** What the server must do: delete a hold, or add an outline (which gets a new id). */
export type HoldAction =
  { action: 'delete'; holdId: string } | { action: 'add'; polygon: readonly DraftPoint[] };

export const emptyHistory: EditHistory = { done: [], undone: [] };

/** A new change by the user: it can be undone, and nothing can be redone any more. */
export function record(history: EditHistory, change: HoldChange): EditHistory {
  return { done: [...history.done, change], undone: [] };
}

/** The action that undoes the last change, or null when there is nothing to undo. */
export function undoAction(history: EditHistory): HoldAction | null {
  const last = history.done.at(-1);
  if (!last) return null;
  return last.kind === 'added'
    ? { action: 'delete', holdId: last.holdId }
    : { action: 'add', polygon: last.polygon };
}

/** The action that redoes the last undone change, or null. */
export function redoAction(history: EditHistory): HoldAction | null {
  const last = history.undone.at(-1);
  if (!last) return null;
  return last.kind === 'added'
    ? { action: 'add', polygon: last.polygon }
    : { action: 'delete', holdId: last.holdId };
}

function renamed(changes: readonly HoldChange[], from: string, to: string) {
  return changes.map((c) => (c.holdId === from ? { ...c, holdId: to } : c));
}

/** After the undo action succeeded; `newHoldId` is the id of a re-added outline. */
export function undone(history: EditHistory, newHoldId?: string): EditHistory {
  const last = history.done.at(-1);
  if (!last) return history;
  const next = { done: history.done.slice(0, -1), undone: [...history.undone, last] };
  return newHoldId ? renameHold(next, last.holdId, newHoldId) : next;
}

/** After the redo action succeeded; `newHoldId` is the id of a re-added outline. */
export function redone(history: EditHistory, newHoldId?: string): EditHistory {
  const last = history.undone.at(-1);
  if (!last) return history;
  const next = { done: [...history.done, last], undone: history.undone.slice(0, -1) };
  return newHoldId ? renameHold(next, last.holdId, newHoldId) : next;
}

/** Every entry about hold `from` now means hold `to` (the same outline, re-added). */
export function renameHold(history: EditHistory, from: string, to: string): EditHistory {
  return { done: renamed(history.done, from, to), undone: renamed(history.undone, from, to) };
}
