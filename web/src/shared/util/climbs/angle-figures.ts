import type { Climb, ClimbAngleFigures } from '@spraybook/contract';
import { climbSetAngle, figuresAtAngle } from '@spraybook/contract/plain';

/** The setter's own grade stands until this many grade votes exist (docs/decisions/0214-…). */
export const SETTER_GRADE_STANDS_BELOW = 3;

type FiguresClimb = Pick<
  Climb,
  | 'angles'
  | 'wall_angle'
  | 'average_grade'
  | 'average_rating'
  | 'number_ascents'
  | 'grade_votes'
  | 'rating_votes'
  | 'user_id'
>;

/** What a climb's list row, page and sheet show of it: at the reader's angle, or over every angle. */
export interface ShownFigures {
  grade: number | null;
  ascents: number;
  rating: number | null;
  ratingVotes: number;
  votes: number;
  spread: ClimbAngleFigures['spread'];
  benchmark: boolean;
  /** The set angle whose figures show because nobody climbed it at the chosen angle ('set at 40°'), else null. */
  setAngleInstead: number | null;
}

/**
 * A climb's figures as shown: with no chosen angle (a fixed wall), its own fields (every angle), with the spread
 * and benchmark of its one row; at a chosen angle, the figures there, else at its set angle, which then says so.
 */
export function shownFigures(
  climb: FiguresClimb,
  chosen: number | null,
  wallDefaultAngle: number | null,
): ShownFigures {
  const setAngle = climbSetAngle(climb.wall_angle, wallDefaultAngle);
  if (chosen === null) {
    const row = figuresAtAngle(climb.angles, setAngle, setAngle);
    return {
      grade: climb.average_grade,
      ascents: climb.number_ascents,
      rating: climb.average_rating,
      ratingVotes: climb.rating_votes.length,
      votes: climb.grade_votes.length,
      spread: row?.spread ?? null,
      benchmark: row?.benchmark ?? false,
      setAngleInstead: null,
    };
  }
  const row = figuresAtAngle(climb.angles, chosen, setAngle);
  const instead = row?.angle !== chosen && chosen !== setAngle ? setAngle : null;
  return {
    grade: row?.grade ?? null,
    ascents: row?.ascents ?? 0,
    rating: row?.rating ?? null,
    ratingVotes: row?.rating_votes ?? 0,
    votes: row?.votes ?? 0,
    spread: row?.spread ?? null,
    benchmark: row?.benchmark ?? false,
    setAngleInstead: instead,
  };
}

/**
 * The setter's own grade vote where it stands: fewer than SETTER_GRADE_STANDS_BELOW grade votes where the
 * figures are (at `angle`, or at every angle), and the setter voted there. Null once votes settle it.
 */
export function standingSetterGrade(
  climb: FiguresClimb,
  figures: ShownFigures,
  angle: number | null,
): number | null {
  if (figures.votes >= SETTER_GRADE_STANDS_BELOW) return null;
  const own = climb.grade_votes.find(
    (v) => v.user_id === climb.user_id && (angle === null || v.angle === angle),
  );
  return own?.value ?? null;
}
