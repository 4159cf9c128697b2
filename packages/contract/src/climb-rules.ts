/**
 * The rules a climb's holds follow (spec section 3), as plain functions and texts: the server
 * refuses a climb that breaks them, and the web's climb editor can say the same before saving.
 */

export const HOLDS_NOT_ON_PHOTO = 'Some holds are not on this wall photo.';
export const HOLD_ONE_ROLE = 'A hold can have only one role.';
export const CLIMB_NEEDS_START = 'Pick at least one start hold.';
export const CLIMB_NEEDS_TOP = 'Pick at least one top hold.';
export const CIRCUIT_TOO_SHORT = 'A circuit needs at least two holds.';
export const CIRCUIT_HOLD_TWICE_IN_A_ROW = "A circuit can't use the same hold twice in a row.";
export const CIRCUIT_ROLES_ONLY = 'A circuit can only have circuit holds and foot holds.';
export const WALL_ANGLE_NOT_ADJUSTABLE = "This wall's angle can't be adjusted.";
export const CLIMB_WALL_FIXED = "A climb can't move to another wall.";

/** A climb's holds by role, as in the API. */
export interface ClimbHoldLists {
  start_holds: readonly string[];
  intermediate_holds: readonly string[];
  top_holds: readonly string[];
  foot_holds: readonly string[];
  hand_only_holds: readonly string[];
  circuit_holds: readonly string[];
}

/** Every hold a climb uses, in any role (a circuit's hold once per visit). */
/** A climb with no holds in any role: what an editor starts from, and what tests fill in. */
export const NO_HOLDS: ClimbHoldLists = Object.freeze({
  start_holds: [],
  intermediate_holds: [],
  top_holds: [],
  foot_holds: [],
  hand_only_holds: [],
  circuit_holds: [],
});

export const climbHoldIds = (holds: ClimbHoldLists): string[] => [
  ...holds.start_holds,
  ...holds.intermediate_holds,
  ...holds.top_holds,
  ...holds.foot_holds,
  ...holds.hand_only_holds,
  ...holds.circuit_holds,
];

/** A climb with circuit holds is a circuit: its holds are climbed in the listed order. */
export const isCircuit = (holds: ClimbHoldLists) => holds.circuit_holds.length > 0;

/** True when a hold is listed in two roles, or twice in one role other than the circuit. */
function holdInTwoRoles(holds: ClimbHoldLists) {
  const seen = new Set<string>();
  const lists = [
    holds.start_holds,
    holds.intermediate_holds,
    holds.top_holds,
    holds.foot_holds,
    holds.hand_only_holds,
    [...new Set(holds.circuit_holds)],
  ];
  for (const list of lists)
    for (const id of list) {
      if (seen.has(id)) return true;
      seen.add(id);
    }
  return false;
}

/** Why the holds do not make a climb, or null when they do. */
export function climbHoldsProblem(holds: ClimbHoldLists): string | null {
  if (holdInTwoRoles(holds)) return HOLD_ONE_ROLE;
  if (isCircuit(holds)) {
    const others = [holds.start_holds, holds.intermediate_holds, holds.top_holds, holds.hand_only_holds];
    if (others.some((list) => list.length > 0)) return CIRCUIT_ROLES_ONLY;
    if (holds.circuit_holds.length < 2) return CIRCUIT_TOO_SHORT;
    if (holds.circuit_holds.some((id, i) => i > 0 && holds.circuit_holds[i - 1] === id))
      return CIRCUIT_HOLD_TWICE_IN_A_ROW;
    return null;
  }
  if (holds.start_holds.length === 0) return CLIMB_NEEDS_START;
  if (holds.top_holds.length === 0) return CLIMB_NEEDS_TOP;
  return null;
}

/**
 * A saved climb that no longer has what it needs: a wall editor deleted its only start or top hold
 * (or left a circuit under two holds). It stays, flagged, until its setter fixes it.
 */
export function needsAttention(holds: ClimbHoldLists): boolean {
  if (isCircuit(holds)) return holds.circuit_holds.length < 2;
  return holds.start_holds.length === 0 || holds.top_holds.length === 0;
}
