import { CLIMB_NO_LONGER_SHOWN, WALL_NO_LONGER_SHOWN } from '@spraybook/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/** Whether the caller may read a row's wall (`wall.read`) and climb (`climb.read`), as SQL booleans to select. */
export interface SubjectsReadable {
  wall: SQL<boolean>;
  climb: SQL<boolean>;
}

/**
 * `wall.read` and `climb.read` as SQL booleans over rows joined with their climb and wall, for answers
 * that name them: a climber keeps their own ticks and comments on a wall they were removed from, but
 * no longer reads its current names through them (docs/decisions/0064-removed-members-keep-their-words.md).
 */
export function subjectsReadableTo(caller: Caller): SubjectsReadable {
  const wall = wallsReadableTo(caller);
  return {
    wall: sql<boolean>`coalesce(${wall}, false)`,
    climb: sql<boolean>`coalesce(${and(wall, climbsListedTo(caller))}, false)`,
  };
}

/** A wall's name as an answer shows it: withheld from a caller who may no longer read the wall. */
export const shownWallName = (name: string, wallReadable: boolean) =>
  wallReadable ? name : WALL_NO_LONGER_SHOWN;

/** A climb's name as an answer shows it: withheld from a caller who may no longer read the climb. */
export const shownClimbName = (name: string, climbReadable: boolean) =>
  climbReadable ? name : CLIMB_NO_LONGER_SHOWN;
