import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

/** A wall needs this many climbs a visitor can open to be the spraywall of the month. */
export const SPOTLIGHT_MIN_CLIMBS = 5;
/** Ticks logged in this many days rank the walls. */
export const SPOTLIGHT_DAYS = 30;

/**
 * The spraywall of the month, in one query: among the walls `listed` (as to a visitor) with at least
 * SPOTLIGHT_MIN_CLIMBS climbs `climbsListed`, the one with the most ticks `ascentsListed` logged since
 * `since` (an ISO time), the newest first on a tie (so with no activity, the newest such wall); when no wall has
 * enough climbs, the newest listed wall (a new server's first wall still shows). Its id, or none.
 */
export async function spotlightWallId(
  db: Tx,
  visible: { listed: SQL; climbsListed: SQL; ascentsListed: SQL },
  since: string,
): Promise<string | undefined> {
  const shown = db
    .select({ wallId: climbs.wallId, climbs: count().as('climbs') })
    .from(climbs)
    .where(visible.climbsListed)
    .groupBy(climbs.wallId)
    .as('shown');
  const recent = db
    .select({ wallId: ascents.wallId, ticks: count().as('ticks') })
    .from(ascents)
    .innerJoin(climbs, eq(climbs.id, ascents.climbId))
    .innerJoin(walls, eq(walls.id, ascents.wallId))
    .where(and(visible.ascentsListed, gte(ascents.created, since)))
    .groupBy(ascents.wallId)
    .as('recent');
  const enough = sql`coalesce(${shown.climbs}, 0) >= ${SPOTLIGHT_MIN_CLIMBS}`;
  const [row] = await db
    .select({ id: walls.id })
    .from(walls)
    .leftJoin(shown, eq(shown.wallId, walls.id))
    .leftJoin(recent, eq(recent.wallId, walls.id))
    .where(visible.listed)
    .orderBy(desc(enough), desc(sql`coalesce(${recent.ticks}, 0)`), desc(walls.created), walls.id)
    .limit(1);
  return row?.id;
}
