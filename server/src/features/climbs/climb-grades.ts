import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema.ts';
import { averageGrade } from './average-grade.ts';
import { gradeVoteRows } from './climbs.queries.ts';

/** The average grade of each climb, for answers that show climbs by name and grade (ticks). */
export async function averageGradesOf(
  db: Tx,
  climbIds: readonly string[],
): Promise<Map<string, number | null>> {
  const ids = [...new Set(climbIds)];
  if (!ids.length) return new Map();
  const [votes, setters] = await Promise.all([
    gradeVoteRows(db, ids),
    db.select({ id: climbs.id, setterId: climbs.setterId }).from(climbs).where(inArray(climbs.id, ids)),
  ]);
  return new Map(
    setters.map((c) => [
      c.id,
      averageGrade(
        votes.filter((v) => v.climbId === c.id),
        c.setterId,
      ),
    ]),
  );
}
