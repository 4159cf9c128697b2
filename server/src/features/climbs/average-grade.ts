import { GRADES } from '@spraybook/contract';

const FALLBACK_SYSTEM = 'Font';

/**
 * The grade shown as a climb's average: the grade nearest its grade rank (the weighted mean of the
 * votes on one scale across systems, `fuzzy_unified_rank`, kept by the database: 0011_climb_counters.sql),
 * in the system of the setter's own vote, else Font; null without votes.
 */
export function averageGrade(gradeRank: number | null, setterVote: number | undefined): number | null {
  if (gradeRank === null) return null;
  const system = GRADES.find((g) => g.id === setterVote)?.system ?? FALLBACK_SYSTEM;
  let nearest: (typeof GRADES)[number] | undefined;
  for (const grade of GRADES) {
    if (grade.system !== system) continue;
    // Strictly nearer only: a tie goes to the easier grade.
    if (
      !nearest ||
      Math.abs(grade.fuzzy_unified_rank - gradeRank) < Math.abs(nearest.fuzzy_unified_rank - gradeRank)
    )
      nearest = grade;
  }
  return nearest?.id ?? null;
}

/** The average rating as answered: to a tenth of a star. */
export const averageRating = (ratingAverage: number | null) =>
  ratingAverage === null ? null : Math.round(ratingAverage * 10) / 10;
