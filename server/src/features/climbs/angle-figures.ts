import {
  BENCHMARK_SPREAD_MAX,
  figuresAtAngle,
  type Climb,
  type ClimbAngleFigures,
} from '@spraybook/contract';
import type { climbAngles } from './schema.ts';
import { averageGrade, averageRating } from './average-grade.ts';
import { setAngleOf, type AngleFacts } from './climbed-angle.ts';

type AngleRow = typeof climbAngles.$inferSelect;
type Systems = { viewer: string | null; wall: string };

/** A climb's row at one angle as answered: grades in the reader's system, as the climb's average is. */
export function toAngleFigures(row: AngleRow, systems: Systems): ClimbAngleFigures {
  const low = row.gradeLow === null ? null : averageGrade(row.gradeLow, systems);
  const high = row.gradeHigh === null ? null : averageGrade(row.gradeHigh, systems);
  return {
    angle: row.angle,
    ascents: row.ascentCount,
    rating: averageRating(row.ratingAverage),
    rating_votes: row.ratingVoteCount,
    grade: averageGrade(row.gradeRank, systems),
    votes: row.gradeVoteCount,
    spread:
      low === null || high === null || row.gradeLow === null || row.gradeHigh === null
        ? null
        : {
            low,
            high,
            votes: row.spreadVotes,
            wide: row.gradeHigh - row.gradeLow > BENCHMARK_SPREAD_MAX,
          },
    benchmark: row.benchmark ?? false,
  };
}

/**
 * The figures a list asked at `asked` shows for a climb: at that angle, else at the climb's set angle
 * ('set at 40°'), else none.
 */
export function figuresAt(
  climb: AngleFacts,
  angles: readonly ClimbAngleFigures[],
  asked: number | undefined,
): Climb['at_angle'] {
  if (asked === undefined) return null;
  return { asked, figures: figuresAtAngle(angles, asked, setAngleOf(climb)) };
}
