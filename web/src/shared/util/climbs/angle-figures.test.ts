import { describe, expect, it } from 'vitest';
import type { ClimbAngleFigures } from '@spraybook/contract';
import { shownFigures, standingSetterGrade } from './angle-figures';

const row = (angle: number, more: Partial<ClimbAngleFigures> = {}): ClimbAngleFigures => ({
  angle,
  ascents: 1,
  rating: null,
  rating_votes: 0,
  grade: null,
  votes: 0,
  spread: null,
  benchmark: false,
  ...more,
});
const vote = (user: string, value: number, angle: number) => ({
  id: `${user}-${angle}`,
  user_id: user,
  value,
  public: true,
  angle,
});
const climb = {
  wall_angle: 40,
  user_id: 'setter',
  average_grade: 12,
  average_rating: 4,
  number_ascents: 9,
  grade_votes: [vote('setter', 10, 40), vote('a', 14, 50)],
  rating_votes: [],
  angles: [
    row(40, { ascents: 6, grade: 10, votes: 1, spread: { low: 10, high: 10, votes: 1, wide: false } }),
    row(50, {
      ascents: 3,
      grade: 14,
      votes: 12,
      benchmark: true,
      spread: { low: 13, high: 16, votes: 7, wide: true },
    }),
  ],
};

describe("a climb's figures as shown", () => {
  it('are its own fields on a fixed wall, with its one row’s spread and benchmark', () => {
    const shown = shownFigures(climb, null, null);
    expect(shown).toMatchObject({ grade: 12, ascents: 9, rating: 4, votes: 2, setAngleInstead: null });
    expect(shown.spread).toEqual({ low: 10, high: 10, votes: 1, wide: false });
  });

  it('are the figures at the chosen angle where someone climbed it there', () => {
    expect(shownFigures(climb, 50, 40)).toMatchObject({
      grade: 14,
      ascents: 3,
      votes: 12,
      benchmark: true,
      spread: { wide: true },
      setAngleInstead: null,
    });
  });

  it("are the set angle's where nobody climbed it at the chosen one, which then says 'set at 40°'", () => {
    expect(shownFigures(climb, 45, 40)).toMatchObject({ grade: 10, ascents: 6, setAngleInstead: 40 });
    // The set angle itself never says so; a climb without its own angle is set at the wall's default.
    expect(shownFigures(climb, 40, 40).setAngleInstead).toBeNull();
    expect(shownFigures({ ...climb, wall_angle: null }, 45, 50)).toMatchObject({
      ascents: 3,
      setAngleInstead: 50,
    });
    expect(shownFigures({ ...climb, angles: [] }, 45, 40)).toMatchObject({
      grade: null,
      ascents: 0,
      setAngleInstead: 40,
    });
  });

  it("keep the setter's own grade while fewer than 3 votes exist where the figures are", () => {
    expect(standingSetterGrade(climb, shownFigures(climb, 40, 40), 40)).toBe(10);
    expect(standingSetterGrade(climb, shownFigures(climb, 50, 40), 50)).toBeNull();
    // Over every angle (a fixed wall): 2 votes, the setter's stands.
    expect(standingSetterGrade(climb, shownFigures(climb, null, null), null)).toBe(10);
    const settled = { ...climb, grade_votes: [...climb.grade_votes, vote('b', 12, 40), vote('c', 12, 40)] };
    expect(standingSetterGrade(settled, shownFigures(settled, null, null), null)).toBeNull();
  });
});
