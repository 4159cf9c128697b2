import type { Point } from '@spraybook/hold-vision/geometry';

/**
 * The hold editor's deltas in the editors' one history (shared/editor/history.ts): each step is what
 * one command changed (one hold, or every suggestion accepted at once); undoing runs the inverse of
 * each change, newest first. A re-added outline is a new hold with a new id, so ids are renamed in
 * both stacks when that happens. Rejecting a suggestion is a change too, made on this device only.
 */
export type HoldChange =
  | { kind: 'added' | 'deleted'; holdId: string; polygon: readonly Point[] }
  | { kind: 'rejected'; suggestion: string };

export type HistoryStep = readonly HoldChange[];

/** What must happen: on the server (delete a hold, add an outline as a new hold) or to a suggestion. */
export type HoldAction =
  | { action: 'delete'; holdId: string }
  | { action: 'add'; polygon: readonly Point[]; replaces: string }
  | { action: 'reject' | 'restore'; suggestion: string };

/** What undoes a change. */
export function inverse(change: HoldChange): HoldAction {
  if (change.kind === 'rejected') return { action: 'restore', suggestion: change.suggestion };
  return change.kind === 'added'
    ? { action: 'delete', holdId: change.holdId }
    : { action: 'add', polygon: change.polygon, replaces: change.holdId };
}

/** What makes a change again (redo). */
export function again(change: HoldChange): HoldAction {
  if (change.kind === 'rejected') return { action: 'reject', suggestion: change.suggestion };
  return change.kind === 'added'
    ? { action: 'add', polygon: change.polygon, replaces: change.holdId }
    : { action: 'delete', holdId: change.holdId };
}

/** New ids of re-added outlines, by the id the hold had before. */
export type Renames = Readonly<Record<string, string>>;

/** A change about a renamed hold now means its new id (the same outline, re-added). */
export const renamed =
  (renames: Renames) =>
  (change: HoldChange): HoldChange =>
    change.kind !== 'rejected' && renames[change.holdId]
      ? { ...change, holdId: renames[change.holdId]! }
      : change;

/** The mark a step of changes goes under in the history. */
export function markOf(step: HistoryStep): string {
  if (step.every((c) => c.kind === 'rejected')) return 'Reject suggestion';
  if (step.every((c) => c.kind === 'deleted')) return step.length > 1 ? 'Delete holds' : 'Delete hold';
  return step.length > 1 ? `Add ${step.length} holds` : 'Add hold';
}
