import { SIMILAR_CLIMB_FROM } from '@spraybook/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbHolds } from './schema.ts';
import { holds } from '../walls/public.ts';

const MATCHES = 3;

/**
 * Climbs on the same photo as `holdIds` whose hold sets overlap them by at least SIMILAR_CLIMB_FROM
 * (Jaccard: shared holds over the holds of either; roles are left out, so a start moved to the next
 * hold over still counts as the same line), most similar first.
 */
export async function similarClimbRows(
  db: Tx,
  opts: { wallId: string; listed: SQL; holdIds: string[]; excludeId?: string },
) {
  const ids = [...new Set(opts.holdIds)];
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const shared = sql<number>`cast(count(distinct ${climbHolds.holdId}) filter (where ${climbHolds.holdId} in (${idList})) as integer)`;
  const total = sql<number>`count(distinct ${climbHolds.holdId})`;
  const similarity = sql<number>`${shared}::float / (${total} + ${ids.length} - ${shared})`;
  return db
    .select({ id: climbs.id, name: climbs.name, shared_holds: shared, similarity })
    .from(climbs)
    .innerJoin(climbHolds, eq(climbHolds.climbId, climbs.id))
    .where(
      and(
        eq(climbs.wallId, opts.wallId),
        eq(climbs.revisionId, sql`(select ${holds.revisionId} from ${holds} where ${holds.id} = ${ids[0]})`),
        opts.listed,
        opts.excludeId ? ne(climbs.id, opts.excludeId) : undefined,
      ),
    )
    .groupBy(climbs.id, climbs.name)
    .having(sql`${similarity} >= ${SIMILAR_CLIMB_FROM}`)
    .orderBy(sql`${similarity} desc`, climbs.id)
    .limit(MATCHES);
}
