import { describe, expect, it } from 'vitest';
import {
  CIRCUIT_HOLD_TWICE_IN_A_ROW,
  CIRCUIT_ROLES_ONLY,
  CIRCUIT_TOO_SHORT,
  CLIMB_NEEDS_START,
  CLIMB_NEEDS_TOP,
  climbHoldIds,
  climbHoldsProblem,
  HOLD_ONE_ROLE,
  needsAttention,
  NO_HOLDS,
  type ClimbHoldLists,
} from './climb-rules.ts';

const none = NO_HOLDS;
const holds = (lists: Partial<ClimbHoldLists>) => ({ ...none, ...lists });

describe('the holds of a standard climb', () => {
  it('need a start and a top hold', () => {
    expect(climbHoldsProblem(none)).toBe(CLIMB_NEEDS_START);
    expect(climbHoldsProblem(holds({ start_holds: ['a'] }))).toBe(CLIMB_NEEDS_TOP);
    expect(climbHoldsProblem(holds({ start_holds: ['a'], top_holds: ['b'] }))).toBeNull();
  });

  it('may have intermediate, foot and hand-only holds', () => {
    const climb = holds({
      start_holds: ['a', 'b'],
      intermediate_holds: ['c'],
      top_holds: ['d'],
      foot_holds: ['e'],
      hand_only_holds: ['f'],
    });
    expect(climbHoldsProblem(climb)).toBeNull();
  });

  it('give each hold one role, listed once', () => {
    expect(climbHoldsProblem(holds({ start_holds: ['a'], top_holds: ['a'] }))).toBe(HOLD_ONE_ROLE);
    expect(climbHoldsProblem(holds({ start_holds: ['a', 'a'], top_holds: ['b'] }))).toBe(HOLD_ONE_ROLE);
  });
});

describe('the holds of a circuit', () => {
  it('are at least two', () => {
    expect(climbHoldsProblem(holds({ circuit_holds: ['a'] }))).toBe(CIRCUIT_TOO_SHORT);
    expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b'] }))).toBeNull();
  });

  it('may come back to a hold later, never twice in a row', () => {
    expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b', 'a'] }))).toBeNull();
    expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b', 'b'] }))).toBe(CIRCUIT_HOLD_TWICE_IN_A_ROW);
  });

  it('may have foot holds but no start, intermediate, top or hand-only holds', () => {
    expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b'], foot_holds: ['c'] }))).toBeNull();
    for (const role of ['start_holds', 'intermediate_holds', 'top_holds', 'hand_only_holds'] as const)
      expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b'], [role]: ['c'] })), role).toBe(
        CIRCUIT_ROLES_ONLY,
      );
  });

  it('cannot use a foot hold as a circuit hold too', () => {
    expect(climbHoldsProblem(holds({ circuit_holds: ['a', 'b'], foot_holds: ['a'] }))).toBe(HOLD_ONE_ROLE);
  });
});

describe('a saved climb needs attention', () => {
  it('when it lost its start or top hold', () => {
    expect(needsAttention(holds({ start_holds: ['a'], top_holds: ['b'] }))).toBe(false);
    expect(needsAttention(holds({ top_holds: ['b'] }))).toBe(true);
    expect(needsAttention(holds({ start_holds: ['a'] }))).toBe(true);
  });

  it('when a circuit is down to one hold', () => {
    expect(needsAttention(holds({ circuit_holds: ['a', 'b'] }))).toBe(false);
    expect(needsAttention(holds({ circuit_holds: ['a'], foot_holds: ['c'] }))).toBe(true);
  });
});

describe('every hold a climb uses', () => {
  it('lists each role, and a circuit hold once per visit', () => {
    expect(climbHoldIds(holds({ start_holds: ['s'], top_holds: ['t'], foot_holds: ['f'] })).sort()).toEqual([
      'f',
      's',
      't',
    ]);
    expect(climbHoldIds(holds({ circuit_holds: ['a', 'b', 'a'], foot_holds: ['f'] }))).toEqual([
      'f',
      'a',
      'b',
      'a',
    ]);
  });
});
