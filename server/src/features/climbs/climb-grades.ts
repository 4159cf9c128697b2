import { inArray } from 'drizzle-orm';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { readerId, type Caller } from '../../access/caller.ts';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema.ts';
import { defaultGradeSystemOf } from '../users/public.ts';
import { gradeSystemOf, wallGradeSystems } from '../walls/public.ts';
import { averageGrade } from './average-grade.ts';

/** The average grade of each climb as `caller` sees it, for answers that show climbs by name and grade (ticks). */
export async function averageGradesOf(
  db: Tx,
  climbIds: readonly string[],
  caller: Caller,
): Promise<Map<string, number | null>> {
  const ids = [...new Set(climbIds)];
  if (!ids.length) return new Map();
  const [viewer, rows] = await Promise.all([
    defaultGradeSystemOf(db, readerId(caller)),
    db
      .select({ id: climbs.id, wallId: climbs.wallId, gradeRank: climbs.gradeRank })
      .from(climbs)
      .where(inArray(climbs.id, ids)),
  ]);
  // Only needed for a reader without a default system: each climb then shows in its wall's system.
  const walls = viewer
    ? new Map<string, string>()
    : await wallGradeSystems(db, { wallIds: rows.map((r) => r.wallId), listed: climbsListedTo(caller) });
  return new Map(
    rows.map((c) => [c.id, averageGrade(c.gradeRank, { viewer, wall: gradeSystemOf(walls, c.wallId) })]),
  );
}
