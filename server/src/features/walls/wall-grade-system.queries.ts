import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';

/** A wall's grade system when none of its climbs (that the reader sees) has a grade from its setter. */
export const FALLBACK_GRADE_SYSTEM = 'Font';

/**
 * How many of a wall's newest climbs (that the reader sees) decide its grade system. A bound, so a wall of
 * 20,000 climbs costs what one of 500 does (every climbs list and climb page asks), and the wall follows
 * what its setters grade in now.
 */
export const GRADE_SYSTEM_SAMPLE = 500;

/**
 * Per wall, the grade system most of its newest climbs that `listed` allows were graded in (at most
 * `GRADE_SYSTEM_SAMPLE`): the system of each climb's setter's own grade vote (the grade it was set at), which the
 * database keeps on the climb row (`setter_grade_system`, 0034). A tie goes to Font, then to the first system by
 * name, so every reader of the same climbs gets the same answer. Walls without such a climb are left out (see
 * `gradeSystemOf`). Each wall's sample is read from the (wall, created) index, which carries every column it
 * needs: no join with the votes.
 */
export async function wallGradeSystems(
  db: Tx,
  opts: { wallIds: readonly string[]; listed: SQL },
): Promise<Map<string, string>> {
  const ids = [...new Set(opts.wallIds)];
  if (!ids.length) return new Map();
  const newest = sql`(
    select ${climbs.setterGradeSystem} as system from ${climbs}
    where ${climbs.wallId} = wall.id and ${opts.listed}
    order by ${climbs.created} desc, ${climbs.id} desc
    limit ${GRADE_SYSTEM_SAMPLE}
  )`;
  const result = await db.execute(sql`
    select wall.id as "wallId", sampled.system, count(*)::int as climbs
    from unnest(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) as wall(id)
    cross join lateral ${newest} as sampled
    where sampled.system is not null
    group by wall.id, sampled.system
    order by wall.id, count(*) desc, sampled.system = ${FALLBACK_GRADE_SYSTEM} desc, sampled.system
  `);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  const rows = (result as unknown as { rows: { wallId: string; system: string }[] }).rows;
  const systems = new Map<string, string>();
  // Rows come most-used first within each wall: the first row of a wall is its system.
  for (const row of rows) if (!systems.has(row.wallId)) systems.set(row.wallId, row.system);
  return systems;
}

/** The wall's grade system from `wallGradeSystems`' answer: Font when none of its climbs was graded. */
export const gradeSystemOf = (systems: ReadonlyMap<string, string>, wallId: string) =>
  systems.get(wallId) ?? FALLBACK_GRADE_SYSTEM;
