import type { ClimbHoldLists } from '@spraybook/contract/plain';
import type { ClimbSelection } from './climb-selection';

type Fields = { type: ClimbSelection['type'] } & ClimbHoldLists;

/**
 * One change to the climb editor's selection as a delta: only the role lists (and the type) it
 * changed, before and after. Undo applies `before`, redo `after`; a tap on one hold stores two short
 * lists, never the whole selection.
 */
export interface SelectionDelta {
  before: Partial<Fields>;
  after: Partial<Fields>;
}

const flat = ({ type, holds }: ClimbSelection): Fields => ({ type, ...holds });

/** What changed from one selection to the next; null when nothing did. */
export function selectionDelta(from: ClimbSelection, to: ClimbSelection): SelectionDelta | null {
  const a = flat(from);
  const b = flat(to);
  const before: Partial<Fields> = {};
  const after: Partial<Fields> = {};
  for (const key of Object.keys(b) as (keyof Fields)[]) {
    if (a[key] === b[key]) continue;
    Object.assign(before, { [key]: a[key] });
    Object.assign(after, { [key]: b[key] });
  }
  return Object.keys(after).length ? { before, after } : null;
}

export const invertDelta = (delta: SelectionDelta): SelectionDelta => ({
  before: delta.after,
  after: delta.before,
});

/** The selection with a delta's `after` side applied. */
export function applyDelta(selection: ClimbSelection, delta: SelectionDelta): ClimbSelection {
  const { type, ...lists } = { ...flat(selection), ...delta.after };
  return { type, holds: lists };
}
