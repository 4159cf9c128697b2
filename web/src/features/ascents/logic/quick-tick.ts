import type { AscentBody, Climb } from '@spraybook/contract';
import {
  ASCENT_ATTEMPTS_MIN,
  ASCENT_ATTEMPTS_RANGE,
  ASCENT_DATE_REQUIRED,
  climbSetAngle,
  GRADES,
  isAscentAttempts,
  type GradeRow,
} from '@spraybook/contract/plain';

/** What the tick sheet collects: the tick, and the climber's optional grade and rating votes. */
export interface QuickTick {
  type: 'flash' | 'redpoint';
  /** A redpoint's attempts (a flash is always one). */
  attempts: number;
  date: string;
  isPublic: boolean;
  /** Grade feel: a grade id, or null for no grade vote. */
  grade: number | null;
  /** Stars, 1 to 5, or null for no rating vote. */
  stars: number | null;
  /** The angle climbed at, on an adjustable wall (tick and votes alike); left out: the climb's set angle. */
  angle?: number;
}

/** The spec's text for what the sheet cannot send (spec 8: date required, attempts at least 1), else null. */
export function quickTickError(tick: Pick<QuickTick, 'type' | 'attempts' | 'date'>): string | null {
  if (!tick.date) return ASCENT_DATE_REQUIRED;
  // Too many is said by the API's own detail, in the Error dialog, as on the full form.
  const sendable = isAscentAttempts(tick.attempts) || tick.attempts > ASCENT_ATTEMPTS_RANGE.max;
  if (tick.type === 'redpoint' && !sendable) return ASCENT_ATTEMPTS_MIN;
  return null;
}

/** The tick as POST /ascents takes it. */
export const ascentBodyOf = (climbId: string, tick: QuickTick): AscentBody => ({
  climb_id: climbId,
  ascent_date: tick.date,
  ascent_type: tick.type,
  attempts: tick.type === 'flash' ? 1 : tick.attempts,
  description: null,
  public: tick.isPublic,
  ...(tick.angle === undefined ? {} : { angle: tick.angle }),
});

/** A grade or rating vote the sheet casts with its tick: at the tick's angle when it names one. */
export const voteBodyOf = (tick: QuickTick, value: number) => ({
  value,
  public: tick.isPublic,
  ...(tick.angle === undefined ? {} : { angle: tick.angle }),
});

/** The tick sheet's angle stepper: 5° a tap within -90..90 (one rule with the wall's angle choice). */
export { stepAngle } from '../../../shared/data/walls/wall-angle';

/**
 * The grade id the grade feels centre on: the climb's grade at the angle being ticked (issue 47), else at its
 * set angle (nobody graded it at that angle), else its average over every angle; with no angle (a fixed wall),
 * its average.
 */
export function feelCentreGrade(
  climb: Pick<Climb, 'angles' | 'wall_angle' | 'average_grade'>,
  angle: number | null,
  wallDefaultAngle: number | null,
): number | null {
  if (angle === null) return climb.average_grade;
  const gradeAt = (at: number) => climb.angles.find((row) => row.angle === at && row.grade !== null)?.grade;
  return gradeAt(angle) ?? gradeAt(climbSetAngle(climb.wall_angle, wallDefaultAngle)) ?? climb.average_grade;
}

/**
 * The grades offered as one-tap grade feels: `count` grades of the reader's system centred on the one the
 * climb shows as (or the middle of the ladder for an ungraded climb), moved inward at either end.
 */
export function gradeFeelChoices(shown: GradeRow | undefined, system: string, count = 5): GradeRow[] {
  const ladder = GRADES.filter((g) => g.system === system).sort((a, b) => a.rank - b.rank);
  const centre = shown ? ladder.findIndex((g) => g.id === shown.id) : Math.floor(ladder.length / 3);
  const start = Math.max(0, Math.min(centre - Math.floor(count / 2), ladder.length - count));
  return ladder.slice(start, start + count);
}
