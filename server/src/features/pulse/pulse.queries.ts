import { LEADERBOARD_SIZE } from '@spraybook/contract';
import { and, count, desc, eq, gt, sql, sum, type SQL } from 'drizzle-orm';
import { climbsInFeed, ticksInFeed } from '../../access/feed-visibility.ts';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { wallClimberTicks } from './schema.ts';

/**
 * The wall's top setters (most climbs set), climbers (most public ticks, kept per wall by a trigger:
 * public ticks of the wall's published climbs, 0016_draft_ticks_uncounted.sql) and climbs (most ticks).
 */
export async function leaderboardRows(db: Tx, opts: { wallId: string; listed: SQL }) {
  const onWall = and(eq(climbs.wallId, opts.wallId), opts.listed);
  const ticks = sql<number>`cast(coalesce(${sum(climbs.ascentCount)}, 0) as integer)`;
  const [setters, climbers, popular] = await Promise.all([
    db
      .select({ id: climbs.setterId, n_climbs: count(), n_ascents: ticks })
      .from(climbs)
      .where(onWall)
      .groupBy(climbs.setterId)
      .orderBy(desc(count()), desc(ticks), climbs.setterId)
      .limit(LEADERBOARD_SIZE),
    db
      .select({ id: wallClimberTicks.userId, n_ascents: wallClimberTicks.publicTicks })
      .from(wallClimberTicks)
      .where(and(eq(wallClimberTicks.wallId, opts.wallId), gt(wallClimberTicks.publicTicks, 0)))
      .orderBy(desc(wallClimberTicks.publicTicks), wallClimberTicks.userId)
      .limit(LEADERBOARD_SIZE),
    db
      .select({ id: climbs.id, n_ascents: climbs.ascentCount })
      .from(climbs)
      .where(and(onWall, gt(climbs.ascentCount, 0)))
      .orderBy(desc(climbs.ascentCount), desc(climbs.created), desc(climbs.id))
      .limit(LEADERBOARD_SIZE),
  ]);
  return { setters, climbers, popular };
}

export interface FeedRow {
  type: 'climb' | 'ascent' | 'other';
  id: string;
  created: string;
  user_id: string;
  climb_id: string;
  climb_name: string;
  ascent_type: 'redpoint' | 'onsight' | 'flash' | null;
}

/**
 * The newest of the wall's events: climbs, ticks and beta videos every reader of the wall may read
 * (`feed-visibility.ts`: published climbs, public ticks of them), newest first.
 */
export async function feedRows(db: Tx, opts: { wallId: string; limit: number }): Promise<FeedRow[]> {
  const published = and(eq(climbs.wallId, opts.wallId), climbsInFeed());
  // Each kind's newest `limit` come from an index (climbs and ticks by wall and time), then merge.
  const result = await db.execute(sql`
    select * from (
      (select 'climb' as type, ${climbs.id} as id, ${climbs.created} as created, ${climbs.setterId} as user_id,
        ${climbs.id} as climb_id, ${climbs.name} as climb_name, null as ascent_type
      from ${climbs} where ${published}
      order by ${climbs.created} desc limit ${opts.limit})
      union all
      (select 'ascent', newest.id, newest.created, newest.user_id, ${climbs.id}, ${climbs.name}, newest.ascent_type
      from (
        -- Walks the wall's ticks newest first (ascents_wall_created) and stops after \`limit\`.
        select * from ${ascents}
        where ${ascents.wallId} = ${opts.wallId} and ${ticksInFeed()}
        order by ${ascents.created} desc limit ${opts.limit}
      ) as newest join ${climbs} on ${climbs.id} = newest.climb_id)
      union all
      (select 'other', ${betaVideos.id}, ${betaVideos.created}, ${betaVideos.userId}, ${climbs.id}, ${climbs.name},
        null
      from ${betaVideos} join ${climbs} on ${climbs.id} = ${betaVideos.climbId}
      where ${published}
      order by ${betaVideos.created} desc limit ${opts.limit})
    ) as events
    order by created desc, id desc
    limit ${opts.limit}
  `);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  return (result as unknown as { rows: FeedRow[] }).rows;
}
