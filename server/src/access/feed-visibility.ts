import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ascents, climbs } from '../db/schema.ts';
import { climbsListedTo } from './climb-visibility.ts';

// The feed is the same for every reader of its wall, so it shows what a visitor may read there.
const EVERY_READER = { state: 'visitor' } as const;

/**
 * The climbs a wall's feed shows (their setting, their beta videos), as SQL: those `climb.read`
 * allows every reader of the wall, i.e. published ones. agreement.test.ts checks the feed against the rule.
 */
export function climbsInFeed(): SQL {
  return climbsListedTo(EVERY_READER);
}

/**
 * The ticks a wall's feed shows, as SQL over ascents: those `ascent.read` allows every reader of the
 * wall, i.e. public ticks of published climbs.
 */
export function ticksInFeed(): SQL {
  const climbShown = sql`exists (select 1 from ${climbs} where ${climbs.id} = ${ascents.climbId} and ${climbsInFeed()})`;
  return and(eq(ascents.public, true), climbShown)!;
}
