import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ascents } from '../db/schema/ascents.ts';
import { climbLists } from '../db/schema/lists.ts';
import { walls } from '../db/schema/walls.ts';
import { readerId, type Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The lists `climb_list.read` allows on a wall the caller may read, as SQL: public ones and the
 * caller's own. written-visibility.test.ts checks it agrees with the rule.
 */
export function climbListsShownTo(caller: Caller): SQL {
  const userId = readerId(caller);
  return userId
    ? or(eq(climbLists.public, true), eq(climbLists.ownerId, userId))!
    : eq(climbLists.public, true);
}

/**
 * The caller's own lists (any wall) that `climb_list.read` still allows: those on walls the caller
 * may read (`wall.read`), so a wall they lost access to no longer shows through their lists.
 */
export function ownClimbListsShownTo(caller: Caller): SQL {
  const userId = readerId(caller);
  if (!userId) return sql`false`;
  const wallReadable = sql`exists (select 1 from ${walls} where ${walls.id} = ${climbLists.wallId} and ${wallsReadableTo(caller)})`;
  return and(eq(climbLists.ownerId, userId), wallReadable)!;
}

/**
 * The climbs of a readable list that `caller` is shown (its climb ids, its rankings' climbs), as SQL
 * over climbs: those `climb.read` allows, so a draft on a list shows only to its setter.
 */
export function listedClimbsShownTo(caller: Caller): SQL {
  return climbsListedTo(caller);
}

/** The ticks a list's rankings score, as SQL over ascents: public ones (a ranking is public). */
export function ticksRanked(): SQL {
  return eq(ascents.public, true);
}
