import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { climbs } from '../db/schema/climbs.ts';
import { readerId, readerSql, type Caller, type ReaderSql } from './caller.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The climbs `climb.read` allows on a wall the caller may read, as SQL for the wall's climb list and
 * its neighbours: published ones, and the caller's own drafts. climb-visibility.test.ts checks it
 * agrees with the rule.
 */
export function climbsListedTo(caller: Caller, on: ClimbVisibilityColumns = climbs): SQL {
  return climbsListedBy(readerSql(caller), on);
}

/**
 * Where a query reads a climb's draft and setter: the climb's own row, or a copy kept with it by the
 * database (`climb_angle_listing`, which a list at an angle reads alone).
 */
export interface ClimbVisibilityColumns {
  draft: PgColumn;
  setterId: PgColumn;
}

/** `climbsListedTo` for a reader given as SQL (a parameter, or a column naming each row's reader). */
export function climbsListedBy(reader: ReaderSql, on: ClimbVisibilityColumns = climbs): SQL {
  if (!reader) return eq(on.draft, false);
  return or(eq(on.draft, false), sql`${on.setterId} = ${reader}`)!;
}

/**
 * The climbs shown on `ownerId`'s to-do list: all of them to the owner, to everyone else only those
 * they could open (`climb.read`: published, on a wall they may read). Joined with the climb's wall.
 */
export function todoShownTo(caller: Caller, ownerId: string): SQL | undefined {
  return readerId(caller) === ownerId ? undefined : and(climbsListedTo(caller), wallsReadableTo(caller));
}
