import { voteWeight } from './average-grade.ts';

/** The weighted mean of the rating votes (public 1, anonymous 0.75), rounded to a tenth; null without votes. */
export function averageRating(votes: readonly { value: number; public: boolean }[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const vote of votes) {
    weighted += voteWeight(vote) * vote.value;
    weights += voteWeight(vote);
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 10) / 10;
}
