/**
 * One undo history for every editor: a list of steps, each a mark (what the command was, as a user
 * would name it) and the deltas it made. Undo hands back the inverse of the last step's deltas, newest
 * first; redo hands back that step's deltas again, in their first order. What a delta is and how it
 * is inverted or carried out is the editor's own (a hold saved on the server, a hold's role on a
 * climb); the history never holds whole states.
 */
export interface Step<D> {
  mark: string;
  deltas: readonly D[];
}

export interface History<D> {
  done: readonly Step<D>[];
  undone: readonly Step<D>[];
}

export const emptyHistory: History<never> = { done: [], undone: [] };

/** A new step by the user: it can be undone, and nothing can be redone any more. No deltas, no step. */
export function record<D>(history: History<D>, mark: string, deltas: D | readonly D[]): History<D> {
  const list: readonly D[] = Array.isArray(deltas) ? (deltas as readonly D[]) : [deltas as D];
  return list.length ? { done: [...history.done, { mark, deltas: list }], undone: [] } : history;
}

export const canUndo = (history: History<unknown>) => history.done.length > 0;
export const canRedo = (history: History<unknown>) => history.undone.length > 0;

/** The mark of the step an undo (or redo) would take back (or do again), if any. */
export const undoMark = (history: History<unknown>) => history.done.at(-1)?.mark ?? null;
export const redoMark = (history: History<unknown>) => history.undone.at(-1)?.mark ?? null;

/** What undoing the last step does: each of its deltas inverted, newest first. */
export function undoDeltas<D, A>(history: History<D>, invert: (delta: D) => A): A[] {
  return [...(history.done.at(-1)?.deltas ?? [])].reverse().map(invert);
}

/** What redoing the last undone step does: its deltas again, in the order they were first made. */
export function redoDeltas<D, A>(history: History<D>, again: (delta: D) => A): A[] {
  return (history.undone.at(-1)?.deltas ?? []).map(again);
}

/** Every delta rewritten (a hold re-added under a new id is still the same hold to the history). */
export function mapDeltas<D>(history: History<D>, rewrite: (delta: D) => D): History<D> {
  const step = (s: Step<D>): Step<D> => ({ mark: s.mark, deltas: s.deltas.map(rewrite) });
  return { done: history.done.map(step), undone: history.undone.map(step) };
}

/** After the undo's deltas were carried out; `rewrite` renames what carrying them out renamed. */
export function undone<D>(history: History<D>, rewrite?: (delta: D) => D): History<D> {
  const last = history.done.at(-1);
  if (!last) return history;
  const next = { done: history.done.slice(0, -1), undone: [...history.undone, last] };
  return rewrite ? mapDeltas(next, rewrite) : next;
}

/** After the redo's deltas were carried out. */
export function redone<D>(history: History<D>, rewrite?: (delta: D) => D): History<D> {
  const last = history.undone.at(-1);
  if (!last) return history;
  const next = { done: [...history.done, last], undone: history.undone.slice(0, -1) };
  return rewrite ? mapDeltas(next, rewrite) : next;
}
