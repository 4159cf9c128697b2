import { GRADES, type GradeRow } from './grade-table.ts';

/**
 * Grades across systems sit on one scale, `fuzzy_unified_rank`; a climb's grade rank is the weighted
 * mean of its votes on it. These say which grade a rank shows as in a system, and which ranks show as
 * a grade, so the shown grade, the grade filter and the histogram always agree.
 */

/**
 * Each system's grades, easiest first. Sorted once: a climbs list asks for a few hundred grades per
 * request (every climb's average and its figures at each angle).
 */
const LADDERS: ReadonlyMap<string, readonly GradeRow[]> = new Map(
  [...new Set(GRADES.map((g) => g.system))].map((system) => [
    system,
    GRADES.filter((g) => g.system === system).sort((a, b) => a.fuzzy_unified_rank - b.fuzzy_unified_rank),
  ]),
);
const bySystem = (system: string): readonly GradeRow[] => LADDERS.get(system) ?? [];

/** The grade of `system` nearest `rank`; a tie goes to the easier grade. */
export function nearestGrade(rank: number, system: string): GradeRow | undefined {
  let nearest: GradeRow | undefined;
  for (const grade of bySystem(system))
    if (!nearest || Math.abs(grade.fuzzy_unified_rank - rank) < Math.abs(nearest.fuzzy_unified_rank - rank))
      nearest = grade;
  return nearest;
}

/**
 * A grade id as the grade of `system` at the same place on the one scale (its `fuzzy_unified_rank`),
 * the easier one on a tie: the same rule the server shows average grades and counts histogram bars by
 * (`nearestGrade`), so a converted grade is the bar it counts under. With no system, the grade itself.
 */
export function gradeIn(gradeId: number | null | undefined, system: string | null): GradeRow | undefined {
  const grade = GRADES.find((g) => g.id === gradeId);
  if (!grade || !system || grade.system === system) return grade;
  return nearestGrade(grade.fuzzy_unified_rank, system);
}

/**
 * The text every grade on screen is shown with ('6B+'), in the reader's system; null for no grade or an
 * unknown id. Every grade display goes through here (lists, histogram, climb page, ticks, feed, and the
 * server's first screen of a climb page).
 */
export const gradeLabel = (gradeId: number | null | undefined, system: string | null): string | null =>
  gradeIn(gradeId, system)?.grade ?? null;

/**
 * The ranks that show as this grade: above `above` (none below the easiest grade) up to and
 * including `upTo` (none above the hardest), the midpoints to the grades beside it.
 */
export function gradeRankRange(gradeId: number): { above: number | null; upTo: number | null } | undefined {
  const grade = GRADES.find((g) => g.id === gradeId);
  if (!grade) return undefined;
  const ladder = bySystem(grade.system);
  const i = ladder.indexOf(grade);
  const mid = (other: GradeRow | undefined) =>
    other ? (other.fuzzy_unified_rank + grade.fuzzy_unified_rank) / 2 : null;
  return { above: mid(ladder[i - 1]), upTo: mid(ladder[i + 1]) };
}
