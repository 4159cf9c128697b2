import { GRADES, gradeRankRange } from '@spraybook/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs, users } from '../../db/schema.ts';

/**
 * Per grade of `system`, how many of the wall's climbs `listed` allows show as it: one count per
 * grade's rank range (the same ranges as the grade filter), in one pass over the wall's climbs.
 */
export async function gradeCounts(db: Tx, opts: { wallId: string; listed: SQL; system: string }) {
  const ladder = GRADES.filter((g) => g.system === opts.system).sort(
    (a, b) => a.fuzzy_unified_rank - b.fuzzy_unified_rank,
  );
  const counters = Object.fromEntries(
    ladder.map((grade) => {
      const range = gradeRankRange(grade.id)!;
      const inRange = and(
        range.above === null ? undefined : sql`${climbs.gradeRank} > ${range.above}`,
        range.upTo === null ? undefined : sql`${climbs.gradeRank} <= ${range.upTo}`,
        sql`${climbs.gradeRank} is not null`,
      );
      return [`g${grade.id}`, sql<number>`cast(count(*) filter (where ${inRange}) as integer)`];
    }),
  );
  const [row] = await db
    .select({
      ...counters,
      ungraded: sql<number>`cast(count(*) filter (where ${climbs.gradeRank} is null) as integer)`,
    })
    .from(climbs)
    .where(and(eq(climbs.wallId, opts.wallId), opts.listed));
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
