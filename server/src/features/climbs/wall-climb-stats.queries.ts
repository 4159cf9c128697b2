import { GRADES, gradeRankRange } from '@spraybook/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs, users } from '../../db/schema.ts';
import { angleJoins, gradeRankColumn, withAngleRows, type AngleWall } from './climb-filters.ts';

/**
 * Per grade of `system`, how many of the wall's climbs `listed` allows show as it: one count per
 * grade's rank range (the same ranges as the grade filter), in one pass over the wall's climbs.
 */
export async function gradeCounts(
  db: Tx,
  opts: { wallId: string; listed: SQL; system: string; angle?: number; wall?: AngleWall },
) {
  // At an angle, each climb's grade there (else at its set angle), as the list's grade filter reads it: the
  // climbs joined to their rows at both angles, then counted per grade.
  const ranked = withAngleRows(
    db
      .select({ rank: sql<number | null>`${gradeRankColumn(opts.angle, opts.wall)}`.as('rank') })
      .from(climbs)
      .$dynamic(),
    angleJoins(opts.angle, opts.wall),
  )
    .where(and(eq(climbs.wallId, opts.wallId), opts.listed))
    .as('ranked');
  const rank = ranked.rank;
  const ladder = GRADES.filter((g) => g.system === opts.system).sort(
    (a, b) => a.fuzzy_unified_rank - b.fuzzy_unified_rank,
  );
  const counters = Object.fromEntries(
    ladder.map((grade) => {
      const range = gradeRankRange(grade.id)!;
      const inRange = and(
        range.above === null ? undefined : sql`${rank} > ${range.above}`,
        range.upTo === null ? undefined : sql`${rank} <= ${range.upTo}`,
        sql`${rank} is not null`,
      );
      return [`g${grade.id}`, sql<number>`cast(count(*) filter (where ${inRange}) as integer)`];
    }),
  );
  const [row] = await db
    .select({
      ...counters,
      ungraded: sql<number>`cast(count(*) filter (where ${rank} is null) as integer)`,
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
