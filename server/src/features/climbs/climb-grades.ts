import { eq, inArray } from 'drizzle-orm';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { readerId, type Caller } from '../../access/caller.ts';
import type { Tx } from '../../db/client.ts';
import { queriesOn } from '../../db/queries-on.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbAngles } from './schema.ts';
import { defaultGradeSystemOf } from '../users/public.ts';
import { gradeSystemOf, wallGradeSystems } from '../walls/public.ts';
import { averageGrade } from './average-grade.ts';
import { setAngleOf } from './climbed-angle.ts';

/** A climb's grade at one angle: the key of `ClimbGrades.at`. */
export const angleKey = (climbId: string, angle: number) => `${climbId}@${angle}`;

export interface ClimbGrades {
  /** Each climb's average grade over every angle. */
  average: Map<string, number | null>;
  /**
   * Each climb's grade at an angle it was ticked or voted at (`angleKey`), and at its set angle: the per-angle
   * figures of issue 47, for a tick's grade at the angle it was climbed at.
   */
  at: Map<string, number | null>;
  /** Each climb's set angle (docs/decisions/0212-angle-of-ticks-and-votes.md). */
  setAngle: Map<string, number>;
}

/**
 * The grades of each climb as `caller` sees it, for answers that show climbs by name and grade (ticks): over
 * every angle, and per angle.
 */
export async function climbGradesOf(
  db: Tx,
  climbIds: readonly string[],
  caller: Caller,
): Promise<ClimbGrades> {
  const ids = [...new Set(climbIds)];
  if (!ids.length) return { average: new Map(), at: new Map(), setAngle: new Map() };
  // A tick's answer reads them in the tick's transaction ('Sent' in a session): one query at a time there.
  const [viewer, rows, angleRows] = await queriesOn(db, [
    () => defaultGradeSystemOf(db, readerId(caller)),
    () =>
      db
        .select({
          id: climbs.id,
          wallId: climbs.wallId,
          gradeRank: climbs.gradeRank,
          wallAngle: climbs.wallAngle,
          wallAdjustableAngle: walls.adjustableAngle,
          wallDefaultAngle: walls.defaultAngle,
        })
        .from(climbs)
        .innerJoin(walls, eq(walls.id, climbs.wallId))
        .where(inArray(climbs.id, ids)),
    () =>
      db
        .select({ climbId: climbAngles.climbId, angle: climbAngles.angle, gradeRank: climbAngles.gradeRank })
        .from(climbAngles)
        .where(inArray(climbAngles.climbId, ids)),
  ]);
  // Only needed for a reader without a default system: each climb then shows in its wall's system.
  const systems = viewer
    ? new Map<string, string>()
    : await wallGradeSystems(db, { wallIds: rows.map((r) => r.wallId), listed: climbsListedTo(caller) });
  const wallOf = new Map(rows.map((r) => [r.id, r.wallId]));
  const shown = (climbId: string, rank: number | null) =>
    averageGrade(rank, { viewer, wall: gradeSystemOf(systems, wallOf.get(climbId) ?? '') });
  return {
    average: new Map(rows.map((c) => [c.id, shown(c.id, c.gradeRank)])),
    at: new Map(angleRows.map((a) => [angleKey(a.climbId, a.angle), shown(a.climbId, a.gradeRank)])),
    setAngle: new Map(rows.map((c) => [c.id, setAngleOf(c)])),
  };
}

/** The average grade of each climb as `caller` sees it, for answers that show climbs by name and grade. */
export async function averageGradesOf(
  db: Tx,
  climbIds: readonly string[],
  caller: Caller,
): Promise<Map<string, number | null>> {
  return (await climbGradesOf(db, climbIds, caller)).average;
}

/** A tick's climb's grade at the angle it was climbed at, else at the climb's set angle; null: at neither. */
export function gradeAtAngle(grades: ClimbGrades, climbId: string, angle: number): number | null {
  const at = grades.at.get(angleKey(climbId, angle));
  if (at !== undefined && at !== null) return at;
  const setAngle = grades.setAngle.get(climbId);
  return setAngle === undefined ? null : (grades.at.get(angleKey(climbId, setAngle)) ?? null);
}
