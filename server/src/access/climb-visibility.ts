import { eq, or, type SQL } from 'drizzle-orm';
import { climbs } from '../db/schema.ts';
import { readerId, type Caller } from './caller.ts';

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
