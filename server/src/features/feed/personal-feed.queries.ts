import type { PersonalFeedKind } from '@spraybook/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { comments } from '../../db/schema/comments.ts';
import { walls } from '../../db/schema/walls.ts';
import { userFollows } from '../users/public.ts';
import { favoriteWalls } from '../walls/public.ts';

export interface PersonalFeedRow {
  kind: PersonalFeedKind;
  id: string;
  created: string;
  /** `created` in UTC to the microsecond: the keyset cursor, exact where a JavaScript Date is not. */
  cursor: string;
  user_id: string;
  climb_id: string | null;
  climb_name: string | null;
  wall_id: string;
  wall_name: string;
  ascent_type: 'redpoint' | 'onsight' | 'flash' | null;
}

interface FeedShows {
  climbs: SQL;
  ticks: SQL;
  betaVideos: SQL;
  comments: SQL;
}

/**
 * The reader's feed, newest first: spec 4's eight kinds, each event once. An event on the reader's own
 * climb is a `*_user_climb` item even when a followed climber made it; a new climb by a followed setter
 * on a favourite wall is a `new_climb_followed_user` item. The reader's own doings never show.
 * `shown` is the access module's `personalFeedShows`. Paged by (created, id) below `before`.
 */
export async function personalFeedRows(
  db: Tx,
  opts: { me: string; shown: FeedShows; limit: number; before?: { created: string; id: string } },
): Promise<PersonalFeedRow[]> {
  const { me, shown, limit } = opts;
  // The reader's followed climbers: a set for `in`, and rows (`id`) for the ticks' lateral join.
  const followed = sql`(select ${userFollows.followedId} as id from ${userFollows} where ${userFollows.followerId} = ${me})`;
  const favourite = sql`(select ${favoriteWalls.wallId} from ${favoriteWalls} where ${favoriteWalls.userId} = ${me})`;
  const below = (created: SQL, id: SQL) =>
    opts.before
      ? sql`and (${created}, ${id}) < (${opts.before.created}::timestamptz, ${opts.before.id}::uuid)`
      : sql``;
  const cursor = (created: SQL) =>
    sql`to_char(${created} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const mine = sql`${climbs.setterId} = ${me}`;
  // Each kind reads its newest `limit + 1` (one more tells whether a next page exists), then they merge.
  const take = limit + 1;
  const climbKind = sql`case when ${climbs.setterId} in ${followed} then 'new_climb_followed_user' else 'new_climb_favorite_wall' end`;
  // Ticks: each followed climber's newest from the (user, created) index, and those on the reader's own
  // climbs, apart: one `in (followed) or mine` filter made PostgreSQL collect and sort every tick of them all.
  const tickColumns = sql`case when ${mine} then 'ascent_user_climb' else 'ascent_followed_user' end as kind,
        ${ascents.id} as id, ${ascents.created} as created, ${cursor(sql`${ascents.created}`)} as cursor,
        ${ascents.userId} as user_id, ${climbs.id} as climb_id, ${climbs.name} as climb_name,
        ${walls.id} as wall_id, ${walls.name} as wall_name, ${ascents.ascentType} as ascent_type`;
  const tickRows = sql`from ${ascents} join ${climbs} on ${climbs.id} = ${ascents.climbId}
        join ${walls} on ${walls.id} = ${ascents.wallId}
      where ${shown.ticks} and ${ascents.userId} <> ${me} ${below(sql`${ascents.created}`, sql`${ascents.id}`)}`;
  const newestTicks = sql`order by ${ascents.created} desc, ${ascents.id} desc limit ${take}`;
  const result = await db.execute(sql`
    select * from (
      (select ${climbKind} as kind, ${climbs.id} as id, ${climbs.created} as created,
        ${cursor(sql`${climbs.created}`)} as cursor, ${climbs.setterId} as user_id, ${climbs.id} as climb_id,
        ${climbs.name} as climb_name, ${walls.id} as wall_id, ${walls.name} as wall_name, null as ascent_type
      from ${climbs} join ${walls} on ${walls.id} = ${climbs.wallId}
      where ${shown.climbs} and ${climbs.setterId} <> ${me}
        and (${climbs.setterId} in ${followed} or ${climbs.wallId} in ${favourite})
        ${below(sql`${climbs.created}`, sql`${climbs.id}`)}
      order by ${climbs.created} desc, ${climbs.id} desc limit ${take})
      union all
      (select * from (
        (select ticks.* from ${followed} as followed cross join lateral
          (select ${tickColumns} ${tickRows} and ${ascents.userId} = followed.id ${newestTicks}) as ticks)
        union
        (select ${tickColumns} ${tickRows} and ${mine} ${newestTicks})
      ) as ticks order by created desc, id desc limit ${take})
      union all
      (select case when ${mine} then 'beta_video_user_climb' else 'beta_video_followed_user' end, ${betaVideos.id},
        ${betaVideos.created}, ${cursor(sql`${betaVideos.created}`)}, ${betaVideos.userId}, ${climbs.id},
        ${climbs.name}, ${walls.id}, ${walls.name}, null
      from ${betaVideos} join ${climbs} on ${climbs.id} = ${betaVideos.climbId} join ${walls} on ${walls.id} = ${climbs.wallId}
      where ${shown.betaVideos} and ${betaVideos.userId} <> ${me} and (${mine} or ${betaVideos.userId} in ${followed})
        ${below(sql`${betaVideos.created}`, sql`${betaVideos.id}`)}
      order by ${betaVideos.created} desc, ${betaVideos.id} desc limit ${take})
      union all
      (select case when ${climbs.setterId} is not distinct from ${me}::uuid then 'comment_user_climb' else 'comment_followed_user' end,
        ${comments.id}, ${comments.created}, ${cursor(sql`${comments.created}`)}, ${comments.userId}, ${climbs.id},
        ${climbs.name}, ${walls.id}, ${walls.name}, null
      from ${comments} join ${walls} on ${walls.id} = ${comments.wallId} left join ${climbs} on ${climbs.id} = ${comments.climbId}
      where ${shown.comments} and ${comments.userId} <> ${me}
        and (${climbs.setterId} is not distinct from ${me}::uuid or ${comments.userId} in ${followed})
        ${below(sql`${comments.created}`, sql`${comments.id}`)}
      order by ${comments.created} desc, ${comments.id} desc limit ${take})
    ) as events
    order by created desc, id desc
    limit ${take}
  `);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  return (result as unknown as { rows: PersonalFeedRow[] }).rows;
}
