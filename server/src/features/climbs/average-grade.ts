import { GRADES } from '@spraybook/contract';

/** Public votes count fully; anonymous ones a little less (spec section 3; docs/decisions.md). */
const PUBLIC_WEIGHT = 1;
const ANONYMOUS_WEIGHT = 0.75;
export const voteWeight = (vote: { public: boolean }) => (vote.public ? PUBLIC_WEIGHT : ANONYMOUS_WEIGHT);
const FALLBACK_SYSTEM = 'Font';

interface Vote {
  userId: string;
  value: number;
  public: boolean;
}

/**
 * The grade id nearest the weighted mean of the votes on one scale across systems
 * (`fuzzy_unified_rank`), in the system of the setter's vote, else Font; null without votes.
 */
export function averageGrade(votes: readonly Vote[], setterId: string): number | null {
  let weighted = 0;
  let weights = 0;
  for (const vote of votes) {
    const grade = GRADES.find((g) => g.id === vote.value);
    if (!grade) continue;
    const weight = voteWeight(vote);
    weighted += weight * grade.fuzzy_unified_rank;
    weights += weight;
  }
  if (weights === 0) return null;
  const mean = weighted / weights;
  const setterVote = votes.find((v) => v.userId === setterId);
  const system = GRADES.find((g) => g.id === setterVote?.value)?.system ?? FALLBACK_SYSTEM;
  let nearest: (typeof GRADES)[number] | undefined;
  for (const grade of GRADES) {
    if (grade.system !== system) continue;
    // Strictly nearer only: a tie goes to the easier grade.
    if (!nearest || Math.abs(grade.fuzzy_unified_rank - mean) < Math.abs(nearest.fuzzy_unified_rank - mean))
      nearest = grade;
  }
  return nearest?.id ?? null;
}
