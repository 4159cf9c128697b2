import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ascents } from '../db/schema/ascents.ts';
import { climbs } from '../db/schema/climbs.ts';
import { climbingSessions } from '../db/schema/sessions.ts';
import type { Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';
import { commentsListedTo } from './comment-visibility.ts';
import { wallsReadableTo } from './wall-visibility.ts';

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

/**
 * The climbing sessions a wall's feed shows `caller`, as SQL over climbing_sessions of a wall the caller reads:
 * those shared to the feed by their starter, which `session.read` allows every signed-in reader of the wall and
 * no visitor (sessions tell visitors nothing). So, unlike climbs and ticks, the feed's sessions depend on the
 * caller. agreement.test.ts checks them against `session.read` for every caller state.
 */
export function sessionsInFeed(caller: Caller): SQL {
  return caller.state === 'registered' ? sql`${climbingSessions.sharedAt} is not null` : sql`false`;
}

/**
 * What a climber's personal feed may show them, as SQL per kind of event, each over its table joined
 * with its wall (and, for comments, left-joined with its climb): exactly what the wall's feed shows
 * every reader (published climbs, public ticks of them), on walls the reader may read now, so a wall
 * made private after the event drops out of the feed of those it no longer admits. Comments on a wall
 * show like the wall's recent comments; on a climb, only on a published one.
 * agreement.test.ts checks the feed against `climb.read` and `ascent.read` for every caller state.
 */
export function personalFeedShows(caller: Caller) {
  const wallShown = wallsReadableTo(caller);
  const climbShown = and(climbsInFeed(), wallShown)!;
  return {
    climbs: climbShown,
    ticks: and(ticksInFeed(), wallShown)!,
    betaVideos: climbShown,
    comments: and(commentsListedTo(EVERY_READER), wallShown)!,
  };
}
