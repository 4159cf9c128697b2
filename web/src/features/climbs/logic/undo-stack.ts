/**
 * Undo and redo of whole states (the climb editor's selections): a change pushes the state it
 * replaces and clears redo (spec 4); undo and redo of nothing change nothing.
 */
export interface UndoStack<T> {
  present: T;
  past: readonly T[];
  future: readonly T[];
}

export const startStack = <T>(present: T): UndoStack<T> => ({ present, past: [], future: [] });

export function change<T>(stack: UndoStack<T>, next: T): UndoStack<T> {
  if (next === stack.present) return stack;
  return { present: next, past: [...stack.past, stack.present], future: [] };
}

export function undo<T>(stack: UndoStack<T>): UndoStack<T> {
  const previous = stack.past.at(-1);
  if (previous === undefined) return stack;
  return { present: previous, past: stack.past.slice(0, -1), future: [stack.present, ...stack.future] };
}

export function redo<T>(stack: UndoStack<T>): UndoStack<T> {
  const [next, ...rest] = stack.future;
  if (next === undefined) return stack;
  return { present: next, past: [...stack.past, stack.present], future: rest };
}
