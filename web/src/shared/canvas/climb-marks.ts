import type { ClimbHoldLists } from '@spraybook/contract/plain';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { HoldMark, MarkedHold, PhotoBox } from './';
// Its own file, not the canvas's index: the first screen's script uses this without React.
import { boundsOf } from './math/climb-fit';

interface PhotoHold {
  id: string;
  bounding_polygon: readonly Point[];
}

const ROLE_MARKS: [keyof ClimbHoldLists, HoldMark][] = [
  ['start_holds', 'start'],
  ['intermediate_holds', 'intermediate'],
  ['top_holds', 'top'],
  ['foot_holds', 'foot'],
  ['hand_only_holds', 'hand'],
];

/** The colour of a circuit visit (0-based): the first two start, the last ends, the rest between. */
function visitMark(visit: number, visits: number): HoldMark {
  if (visit === visits - 1) return 'top';
  if (visit < 2) return 'start';
  return 'intermediate';
}

const MARK_PRIORITY: HoldMark[] = ['top', 'start', 'intermediate'];

/**
 * Every hold of the photo marked with its role in the climb (spec section 9's colours). A circuit
 * hold is numbered by its visits ('1, 5' when the circuit comes back to it); its colour is the
 * end's if any visit ends the circuit, else the start's if any visit starts it.
 */
export function climbMarks(holds: readonly PhotoHold[], climb: ClimbHoldLists): MarkedHold[] {
  const marks = new Map<string, { mark: HoldMark; label?: string }>();
  for (const [role, mark] of ROLE_MARKS) for (const id of climb[role]) marks.set(id, { mark });

  const visits = new Map<string, number[]>();
  climb.circuit_holds.forEach((id, i) => visits.set(id, [...(visits.get(id) ?? []), i]));
  for (const [id, seen] of visits) {
    const shown = seen.map((v) => visitMark(v, climb.circuit_holds.length));
    const mark = MARK_PRIORITY.find((m) => shown.includes(m))!;
    marks.set(id, { mark, label: seen.map((v) => v + 1).join(', ') });
  }

  return holds.map((hold) => ({
    id: hold.id,
    polygon: hold.bounding_polygon,
    ...(marks.get(hold.id) ?? { mark: 'unselected' as const }),
  }));
}

const climbHolds = (marks: readonly MarkedHold[]) => marks.filter((m) => m.mark !== 'unselected');

/** The part of the photo a climb's page opens on: the box around its marked holds, or null when it has none. */
export function climbFocus(marks: readonly MarkedHold[]): PhotoBox | null {
  return boundsOf(climbHolds(marks).map((m) => m.polygon));
}

/** The box of each of the climb's holds: what the zoom buttons keep clear of. */
export function climbHoldBoxes(marks: readonly MarkedHold[]): PhotoBox[] {
  return climbHolds(marks).flatMap((m) => boundsOf([m.polygon]) ?? []);
}
