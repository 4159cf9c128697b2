import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ascents } from '../db/schema/ascents.ts';
import { readerSql, type Caller, type ReaderSql } from './caller.ts';
import { climbsListedBy } from './climb-visibility.ts';
import { wallsReadableBy } from './wall-visibility.ts';

/**
 * The ticks `ascent.read` allows, as SQL over ascents joined with their climbs and walls: the
 * caller's own, and public ticks of climbs the caller may read. written-visibility.test.ts checks it
 * agrees with the rule.
 */
export function ascentsListedTo(caller: Caller): SQL {
  return ascentsListedBy(readerSql(caller));
}

/** `ascentsListedTo` for a reader given as SQL (a parameter, or a column naming each row's reader). */
export function ascentsListedBy(reader: ReaderSql): SQL {
  const othersShown = and(eq(ascents.public, true), climbsListedBy(reader), wallsReadableBy(reader))!;
  return reader ? or(sql`${ascents.userId} = ${reader}`, othersShown)! : othersShown;
}
