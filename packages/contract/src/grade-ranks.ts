import { GRADES, type GradeRow } from './grade-table.ts';

/**
 * Grades across systems sit on one scale, `fuzzy_unified_rank`; a climb's grade rank is the weighted
 * mean of its votes on it. These say which grade a rank shows as in a system, and which ranks show as
 * a grade, so the shown grade, the grade filter and the histogram always agree.
 */

const bySystem = (system: string) =>
  GRADES.filter((g) => g.system === system).sort((a, b) => a.fuzzy_unified_rank - b.fuzzy_unified_rank);

/** The grade of `system` nearest `rank`; a tie goes to the easier grade. */
export function nearestGrade(rank: number, system: string): GradeRow | undefined {
  let nearest: GradeRow | undefined;
  for (const grade of bySystem(system))
    if (!nearest || Math.abs(grade.fuzzy_unified_rank - rank) < Math.abs(nearest.fuzzy_unified_rank - rank))
      nearest = grade;
  return nearest;
}

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
