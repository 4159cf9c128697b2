import { NO_HOLDS, type ClimbHoldLists } from '@spraybook/contract/plain';

/** What the climb editor has picked: the holds by role, and whether the climb is a circuit. */
export interface ClimbSelection {
  type: 'standard' | 'circuit';
  holds: ClimbHoldLists;
}

export interface TapSettings {
  /** The cycle passes through 'foot only' after top. */
  footOnly: boolean;
  /** The cycle passes through 'hands only' after top (or foot). */
  handOnly: boolean;
}

type Role = 'start' | 'intermediate' | 'top' | 'foot' | 'hand';

/**
 * The role a tap gives when the setter picks one in the editor's role row (issue 44: one tap a hold
 * instead of the cycle's two to four); null keeps the spec's tap cycle.
 */
export type TapRole = 'start' | 'intermediate' | 'foot' | 'top';
const LISTS: Record<Role, keyof ClimbHoldLists> = {
  start: 'start_holds',
  intermediate: 'intermediate_holds',
  top: 'top_holds',
  foot: 'foot_holds',
  hand: 'hand_only_holds',
};

export const emptySelection = (type: ClimbSelection['type'] = 'standard'): ClimbSelection => ({
  type,
  holds: NO_HOLDS,
});

function roleOf(holds: ClimbHoldLists, holdId: string): Role | null {
  for (const role of Object.keys(LISTS) as Role[]) if (holds[LISTS[role]].includes(holdId)) return role;
  return null;
}

/** Spec 4's standard cycle: unselected → intermediate → start → top → foot → hand → unselected. */
function nextRole(role: Role | null, { footOnly, handOnly }: TapSettings): Role | null {
  switch (role) {
    case null:
      return 'intermediate';
    case 'intermediate':
      return 'start';
    case 'start':
      return 'top';
    case 'top':
      return footOnly ? 'foot' : handOnly ? 'hand' : null;
    case 'foot':
      return handOnly ? 'hand' : null;
    case 'hand':
      return null;
  }
}

function withRole(holds: ClimbHoldLists, holdId: string, from: Role | null, to: Role | null): ClimbHoldLists {
  const next = { ...holds };
  if (from) next[LISTS[from]] = holds[LISTS[from]].filter((id) => id !== holdId);
  if (to) next[LISTS[to]] = [...next[LISTS[to]], holdId];
  return next;
}

/**
 * A tap on a hold of a standard climb moves it one step along the cycle; with a role chosen, it gives
 * the hold that role, or clears it when it already has it.
 */
export function tapStandard(
  selection: ClimbSelection,
  holdId: string,
  settings: TapSettings,
  chosen: TapRole | null = null,
): ClimbSelection {
  const role = roleOf(selection.holds, holdId);
  const next = chosen === null ? nextRole(role, settings) : role === chosen ? null : chosen;
  return { ...selection, holds: withRole(selection.holds, holdId, role, next) };
}

/**
 * A tap on a hold of a circuit (spec 4, as docs/decisions/0048-circuits-as-we-read-spec-4.md reads it): it is appended as the next
 * numbered hold; tapping the last hold again takes it off the end, except that the only hold of a
 * circuit becomes a foot hold; foot holds stay as they are.
 */
export function tapCircuit(selection: ClimbSelection, holdId: string): ClimbSelection {
  const { holds } = selection;
  if (holds.foot_holds.includes(holdId)) return selection;
  const circuit = holds.circuit_holds;
  if (circuit.at(-1) === holdId) {
    if (circuit.length === 1) {
      return {
        ...selection,
        holds: { ...holds, circuit_holds: [], foot_holds: [...holds.foot_holds, holdId] },
      };
    }
    return { ...selection, holds: { ...holds, circuit_holds: circuit.slice(0, -1) } };
  }
  return { ...selection, holds: { ...holds, circuit_holds: [...circuit, holdId] } };
}

/** A tap on a hold: a circuit numbers it, a standard climb gives it the chosen role or its next one. */
export function tapHold(
  selection: ClimbSelection,
  holdId: string,
  settings: TapSettings,
  chosen: TapRole | null = null,
): ClimbSelection {
  return selection.type === 'circuit'
    ? tapCircuit(selection, holdId)
    : tapStandard(selection, holdId, settings, chosen);
}

/** Switching between standard and circuit starts the holds afresh (spec 4). */
export function switchType(selection: ClimbSelection, type: ClimbSelection['type']): ClimbSelection {
  return type === selection.type ? selection : emptySelection(type);
}

/** The editor's selection for a saved climb. */
export function selectionFromClimb(climb: ClimbHoldLists): ClimbSelection {
  const holds: ClimbHoldLists = {
    start_holds: [...climb.start_holds],
    intermediate_holds: [...climb.intermediate_holds],
    top_holds: [...climb.top_holds],
    foot_holds: [...climb.foot_holds],
    hand_only_holds: [...climb.hand_only_holds],
    circuit_holds: [...climb.circuit_holds],
  };
  return { type: holds.circuit_holds.length > 0 ? 'circuit' : 'standard', holds };
}

/** How many holds of each role, for the editor's status line ('2 start · 3 intermediate · 1 top'). */
export function selectionSummary({ type, holds }: ClimbSelection): string {
  const parts: [number, string][] =
    type === 'circuit'
      ? [
          [holds.circuit_holds.length, 'in the circuit'],
          [holds.foot_holds.length, 'foot'],
        ]
      : [
          [holds.start_holds.length, 'start'],
          [holds.intermediate_holds.length, 'intermediate'],
          [holds.top_holds.length, 'top'],
          [holds.foot_holds.length, 'foot'],
          [holds.hand_only_holds.length, 'hand only'],
        ];
  const shown = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return shown.length > 0 ? shown.join(' · ') : 'No holds picked yet';
}
