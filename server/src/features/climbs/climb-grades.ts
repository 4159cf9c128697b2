import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs, gradeVotes } from '../../db/schema.ts';
import { defaultGradeSystemOf } from '../users/public.ts';
import { averageGrade } from './average-grade.ts';

/** The average grade of each climb as `viewerId` sees it, for answers that show climbs by name and grade (ticks). */
export async function averageGradesOf(
  db: Tx,
  climbIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, number | null>> {
  const ids = [...new Set(climbIds)];
  if (!ids.length) return new Map();
  const [viewer, rows] = await Promise.all([
    defaultGradeSystemOf(db, viewerId),
    db
      .select({ id: climbs.id, gradeRank: climbs.gradeRank, setterVote: gradeVotes.value })
      .from(climbs)
      .leftJoin(gradeVotes, and(eq(gradeVotes.climbId, climbs.id), eq(gradeVotes.userId, climbs.setterId)))
      .where(inArray(climbs.id, ids)),
  ]);
  return new Map(
    rows.map((c) => [c.id, averageGrade(c.gradeRank, { viewer, setterVote: c.setterVote ?? undefined })]),
  );
}
