import { nearestGrade } from '@spraybook/contract';

/**
 * The grade shown as a climb's average: the grade nearest its grade rank (the weighted mean of the
 * votes on one scale across systems, kept by the database: 0011_climb_counters.sql), in the viewer's
 * default grade system, else the system of the climb's wall (the one most of its climbs were set in,
 * `wallGradeSystems`), so one reader sees one system on a wall; null without votes.
 */
export function averageGrade(
  gradeRank: number | null,
  systems: { viewer: string | null; wall: string },
): number | null {
  if (gradeRank === null) return null;
  return nearestGrade(gradeRank, systems.viewer ?? systems.wall)?.id ?? null;
}

/** The average rating as answered: to a tenth of a star. */
export const averageRating = (ratingAverage: number | null) =>
  ratingAverage === null ? null : Math.round(ratingAverage * 10) / 10;
