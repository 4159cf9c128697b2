import { HOLD_FILTER_MAX } from '@spraybook/contract/plain';

/** The holds of the list's hold filter: climbs must use all of `uses` and none of `avoids`. */
export interface HoldFilterSelection {
  uses: string[];
  avoids: string[];
}

const size = (s: HoldFilterSelection) => s.uses.length + s.avoids.length;

/**
 * A tap on a hold cycles it: not in the filter → must use → must not use → not in the filter. A
 * new hold is not added once the filter names `HOLD_FILTER_MAX` holds (they travel in the URL).
 */
export function tapHoldFilter(selection: HoldFilterSelection, holdId: string): HoldFilterSelection {
  const uses = selection.uses.filter((id) => id !== holdId);
  const avoids = selection.avoids.filter((id) => id !== holdId);
  if (selection.uses.includes(holdId)) return { uses, avoids: [...avoids, holdId] };
  if (selection.avoids.includes(holdId)) return { uses, avoids };
  return size(selection) < HOLD_FILTER_MAX ? { uses: [...uses, holdId], avoids } : selection;
}

/**
 * "Only these holds": every hold of the photo not picked goes into `avoids`, so climbs may use the
 * picked holds and nothing else. Null when the rest is too many to name.
 */
export function onlyPicked(
  selection: HoldFilterSelection,
  allHoldIds: readonly string[],
): HoldFilterSelection | null {
  const picked = new Set([...selection.uses]);
  const avoids = allHoldIds.filter((id) => !picked.has(id));
  return avoids.length <= HOLD_FILTER_MAX ? { uses: [], avoids } : null;
}
