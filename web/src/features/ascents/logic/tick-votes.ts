import { ANGLE_MAX, ANGLE_MIN, GRADES, RATING_MAX } from '@spraybook/contract/plain';

/** The votes a tick carries: the climber's grade feel (a grade id) and stars, each null for none. */
export interface TickVotes {
  grade: number | null;
  stars: number | null;
}

export const NO_VOTES: TickVotes = { grade: null, stars: null };

/** Each vote given, with the route that casts it: grade feel, then stars. */
export function voteWritesOf(votes: TickVotes) {
  const writes: { route: 'createGradeVote' | 'createRatingVote'; value: number }[] = [];
  if (votes.grade !== null) writes.push({ route: 'createGradeVote', value: votes.grade });
  if (votes.stars !== null) writes.push({ route: 'createRatingVote', value: votes.stars });
  return writes;
}

/**
 * The votes the tick sheet hands to the full tick form with 'More options' (the link's history state),
 * read back: anything that is not a known grade id or 1 to 5 stars counts as no vote.
 */
export function carriedVotesOf(state: unknown): TickVotes {
  const carried = (state ?? {}) as Partial<Record<keyof TickVotes, unknown>>;
  const grade = GRADES.some((g) => g.id === carried.grade) ? (carried.grade as number) : null;
  const stars =
    Number.isInteger(carried.stars) &&
    (carried.stars as number) >= 1 &&
    (carried.stars as number) <= RATING_MAX
      ? (carried.stars as number)
      : null;
  return { grade, stars };
}

/**
 * The angle the tick sheet's stepper was at when its climber chose 'More options' (on an adjustable wall, issue
 * 47), read back from the link's history state: a whole number of degrees within -90..90, else none.
 */
export function carriedAngleOf(state: unknown): number | undefined {
  const angle = ((state ?? {}) as { angle?: unknown }).angle;
  return Number.isInteger(angle) && (angle as number) >= ANGLE_MIN && (angle as number) <= ANGLE_MAX
    ? (angle as number)
    : undefined;
}
