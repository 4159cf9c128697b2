import { GRADES, gradeRankRange } from '@spraybook/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { users } from '../../db/schema/users.ts';
import { climbAngleListing } from './schema.ts';
import { gradeRankColumn, listingRowsOf, type Listing } from './climb-filters.ts';

/**
 * Per grade of `system`, how many of the wall's climbs `listed` allows show as it: one count per
 * grade's rank range (the same ranges as the grade filter), in one pass over the wall's climbs, or over
 * their listing rows at an angle (`listed` then reads them too).
 */
export async function gradeCounts(
  db: Tx,
  opts: { wallId: string; listed: SQL; system: string; listing?: Listing },
) {
  const rank = sql<number | null>`${gradeRankColumn(opts.listing)}`.as('rank');
  const ranked = (
    opts.listing
      ? db
          .select({ rank })
          .from(climbAngleListing)
          .where(and(listingRowsOf(opts.listing), opts.listed))
      : db
          .select({ rank })
          .from(climbs)
          .where(and(eq(climbs.wallId, opts.wallId), opts.listed))
  ).as('ranked');
  const ladder = GRADES.filter((g) => g.system === opts.system).sort(
    (a, b) => a.fuzzy_unified_rank - b.fuzzy_unified_rank,
  );
  const counters = Object.fromEntries(
    ladder.map((grade) => {
      const range = gradeRankRange(grade.id)!;
      const inRange = and(
        range.above === null ? undefined : sql`${ranked.rank} > ${range.above}`,
        range.upTo === null ? undefined : sql`${ranked.rank} <= ${range.upTo}`,
        sql`${ranked.rank} is not null`,
      );
      return [`g${grade.id}`, sql<number>`cast(count(*) filter (where ${inRange}) as integer)`];
    }),
  );
  const [row] = await db
    .select({
      ...counters,
      ungraded: sql<number>`cast(count(*) filter (where ${ranked.rank} is null) as integer)`,
    })
    .from(ranked);
  const counts = row as Record<string, number>;
  return {
    bars: ladder.map((g) => ({ grade_id: g.id, count: counts[`g${g.id}`] ?? 0 })).filter((b) => b.count > 0),
    ungraded: counts.ungraded ?? 0,
  };
}

/** The setters of the wall's climbs that `listed` allows, most climbs first. */
export async function wallSetterRows(db: Tx, opts: { wallId: string; listed: SQL }) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      profilePictureKey: users.profilePictureKey,
      deleted: users.deleted,
      climbs: count(),
    })
    .from(climbs)
    .innerJoin(users, eq(users.id, climbs.setterId))
    .where(and(eq(climbs.wallId, opts.wallId), opts.listed))
    .groupBy(users.id)
    .orderBy(desc(count()), users.displayName);
}
