import { GRADES, nearestGrade } from '@spraybook/contract';

const FALLBACK_SYSTEM = 'Font';

/**
 * The grade shown as a climb's average: the grade nearest its grade rank (the weighted mean of the
 * votes on one scale across systems, kept by the database: 0011_climb_counters.sql), in the viewer's
 * default grade system, else that of the setter's own vote, else Font; null without votes.
 */
export function averageGrade(
  gradeRank: number | null,
  systems: { viewer: string | null; setterVote: number | undefined },
): number | null {
  if (gradeRank === null) return null;
  const system = systems.viewer ?? GRADES.find((g) => g.id === systems.setterVote)?.system ?? FALLBACK_SYSTEM;
  return nearestGrade(gradeRank, system)?.id ?? null;
}

/** The average rating as answered: to a tenth of a star. */
export const averageRating = (ratingAverage: number | null) =>
  ratingAverage === null ? null : Math.round(ratingAverage * 10) / 10;
