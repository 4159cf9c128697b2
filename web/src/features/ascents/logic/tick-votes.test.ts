import { describe, expect, it } from 'vitest';
import { carriedAngleOf, carriedVotesOf, voteWritesOf } from './tick-votes';

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

  it("carry the tick sheet's angle to the full form: whole degrees within -90..90, else none", () => {
    expect(carriedAngleOf({ grade: 9, stars: null, angle: 50 })).toBe(50);
    expect(carriedAngleOf({ angle: -90 })).toBe(-90);
    expect(carriedAngleOf({ angle: 95 })).toBeUndefined();
    expect(carriedAngleOf({ angle: '50' })).toBeUndefined();
    expect(carriedAngleOf(null)).toBeUndefined();
  });
});
