import { and, eq, or, type SQL } from 'drizzle-orm';
import { ascents } from '../db/schema.ts';
import { readerId, type Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';
import { wallsReadableTo } from './wall-visibility.ts';

/**
 * The ticks `ascent.read` allows, as SQL over ascents joined with their climbs and walls: the
 * caller's own, and public ticks of climbs the caller may read. written-visibility.test.ts checks it
 * agrees with the rule.
 */
export function ascentsListedTo(caller: Caller): SQL {
  const userId = readerId(caller);
  const othersShown = and(eq(ascents.public, true), climbsListedTo(caller), wallsReadableTo(caller))!;
  return userId ? or(eq(ascents.userId, userId), othersShown)! : othersShown;
}
