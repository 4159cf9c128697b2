import { GRADES, nearestGrade, type GradeRow } from '@spraybook/contract/plain';

/** The system grades show in when neither the reader nor the wall says otherwise. */
export const FALLBACK_GRADE_SYSTEM = 'Font';

/**
 * The grade system a reader sees grades in: their own default, else the wall's (the one most of its
 * climbs were set in, `grade_system` on the wall's answer), else Font. Null off a wall for a reader
 * without a default: grades then show as the server answered them (each in its own wall's system).
 */
export function readerGradeSystem(own: string | null | undefined, wall?: string | null): string | null {
  return own ?? wall ?? null;
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
 * unknown id. Every grade display goes through here (lists, histogram, climb page, ticks, feed…).
 */
export const gradeLabel = (gradeId: number | null | undefined, system: string | null): string | null =>
  gradeIn(gradeId, system)?.grade ?? null;
