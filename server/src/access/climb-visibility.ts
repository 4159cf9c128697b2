import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { climbs } from '../db/schema.ts';
import { readerId, readerSql, type Caller, type ReaderSql } from './caller.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The climbs `climb.read` allows on a wall the caller may read, as SQL for the wall's climb list and
 * its neighbours: published ones, and the caller's own drafts. climb-visibility.test.ts checks it
 * agrees with the rule.
 */
export function climbsListedTo(caller: Caller): SQL {
  return climbsListedBy(readerSql(caller));
}

/** `climbsListedTo` for a reader given as SQL (a parameter, or a column naming each row's reader). */
export function climbsListedBy(reader: ReaderSql): SQL {
  if (!reader) return eq(climbs.draft, false);
  return or(eq(climbs.draft, false), sql`${climbs.setterId} = ${reader}`)!;
}

/**
 * The climbs shown on `ownerId`'s to-do list: all of them to the owner, to everyone else only those
 * they could open (`climb.read`: published, on a wall they may read). Joined with the climb's wall.
 */
export function todoShownTo(caller: Caller, ownerId: string): SQL | undefined {
  return readerId(caller) === ownerId ? undefined : and(climbsListedTo(caller), wallsReadableTo(caller));
}
