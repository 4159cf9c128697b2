import { and, eq, or, type SQL } from 'drizzle-orm';
import { climbs } from '../db/schema.ts';
import { readerId, type Caller } from './caller.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The climbs `climb.read` allows on a wall the caller may read, as SQL for the wall's climb list and
 * its neighbours: published ones, and the caller's own drafts. climb-visibility.test.ts checks it
 * agrees with the rule.
 */
export function climbsListedTo(caller: Caller): SQL {
  const userId = readerId(caller);
  if (!userId) return eq(climbs.draft, false);
  return or(eq(climbs.draft, false), eq(climbs.setterId, userId))!;
}

/**
 * The climbs shown on `ownerId`'s to-do list: all of them to the owner, to everyone else only those
 * they could open (`climb.read`: published, on a wall they may read). Joined with the climb's wall.
 */
export function todoShownTo(caller: Caller, ownerId: string): SQL | undefined {
  return readerId(caller) === ownerId ? undefined : and(climbsListedTo(caller), wallsReadableTo(caller));
}
