import { describe, expect, it } from 'vitest';
import { carriedVotesOf, voteWritesOf } from './tick-votes';

describe("a tick's votes", () => {
  it('are cast grade feel first, then stars, each only when given', () => {
    expect(voteWritesOf({ grade: 9, stars: 4 })).toEqual([
      { route: 'createGradeVote', value: 9 },
      { route: 'createRatingVote', value: 4 },
    ]);
    expect(voteWritesOf({ grade: null, stars: 2 })).toEqual([{ route: 'createRatingVote', value: 2 }]);
    expect(voteWritesOf({ grade: null, stars: null })).toEqual([]);
  });

  it("are read back from 'More options' state, anything else counting as no vote", () => {
    expect(carriedVotesOf({ grade: 9, stars: 4 })).toEqual({ grade: 9, stars: 4 });
    expect(carriedVotesOf(null)).toEqual({ grade: null, stars: null });
    expect(carriedVotesOf({ grade: 99999, stars: 6 })).toEqual({ grade: null, stars: null });
    expect(carriedVotesOf({ grade: '9', stars: 2.5 })).toEqual({ grade: null, stars: null });
  });
});
