import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs, grades, gradeVotes } from '../../db/schema.ts';

/** A wall's grade system when none of its climbs (that the reader sees) has a grade from its setter. */
export const FALLBACK_GRADE_SYSTEM = 'Font';

/**
 * Per wall, the grade system most of its climbs that `listed` allows were graded in: the system of
 * each climb's setter's own grade vote (the grade it was set at). A tie goes to Font, then to the
 * first system by name, so every reader of the same climbs gets the same answer. Walls without such
 * a climb are left out (see `gradeSystemOf`).
 */
export async function wallGradeSystems(
  db: Tx,
  opts: { wallIds: readonly string[]; listed: SQL },
): Promise<Map<string, string>> {
  const ids = [...new Set(opts.wallIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ wallId: climbs.wallId, system: grades.system, climbs: count() })
    .from(climbs)
    .innerJoin(gradeVotes, and(eq(gradeVotes.climbId, climbs.id), eq(gradeVotes.userId, climbs.setterId)))
    .innerJoin(grades, eq(grades.id, gradeVotes.value))
    .where(and(inArray(climbs.wallId, ids), opts.listed))
    .groupBy(climbs.wallId, grades.system)
    .orderBy(
      climbs.wallId,
      desc(count()),
      desc(sql`${grades.system} = ${FALLBACK_GRADE_SYSTEM}`),
      grades.system,
    );
  const systems = new Map<string, string>();
  // Rows come most-used first within each wall: the first row of a wall is its system.
  for (const row of rows) if (!systems.has(row.wallId)) systems.set(row.wallId, row.system);
  return systems;
}

/** The wall's grade system from `wallGradeSystems`' answer: Font when none of its climbs was graded. */
export const gradeSystemOf = (systems: ReadonlyMap<string, string>, wallId: string) =>
  systems.get(wallId) ?? FALLBACK_GRADE_SYSTEM;
