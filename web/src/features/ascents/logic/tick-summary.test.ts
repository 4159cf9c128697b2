import { describe, expect, it } from 'vitest';
import { summariseTicks } from './tick-summary';

// Font grade ids count up from 1 by difficulty (grade-table.ts): 10 is harder than 5.
describe('summariseTicks', () => {
  it('counts ticks and first-try ticks, and finds the hardest grade', () => {
    const s = summariseTicks([
      { ascent_type: 'flash', climb_average_grade: 5 },
      { ascent_type: 'redpoint', climb_average_grade: 10 },
      { ascent_type: 'onsight', climb_average_grade: 5 },
      { ascent_type: 'redpoint', climb_average_grade: null },
    ]);
    expect(s).toMatchObject({ ticks: 4, flashes: 2, hardest: 10 });
  });

  it('builds the pyramid hardest grade first, leaving ungraded climbs out of its rows', () => {
    const s = summariseTicks([
      { ascent_type: 'redpoint', climb_average_grade: 5 },
      { ascent_type: 'redpoint', climb_average_grade: 7 },
      { ascent_type: 'redpoint', climb_average_grade: 5 },
      { ascent_type: 'redpoint', climb_average_grade: null },
    ]);
    expect(s.pyramid).toEqual([
      { gradeId: 7, count: 1 },
      { gradeId: 5, count: 2 },
    ]);
  });

  it("counts a tick at the climb's grade at the angle it was climbed at, else at its average grade", () => {
    const s = summariseTicks([
      { ascent_type: 'redpoint', climb_average_grade: 5, climb_grade_at_angle: 9 },
      { ascent_type: 'redpoint', climb_average_grade: 5, climb_grade_at_angle: null },
      { ascent_type: 'flash', climb_average_grade: null, climb_grade_at_angle: 9 },
    ]);
    expect(s.pyramid).toEqual([
      { gradeId: 9, count: 2 },
      { gradeId: 5, count: 1 },
    ]);
    expect(s.hardest).toBe(9);
  });

  it('has no hardest grade and an empty pyramid without graded ticks', () => {
    expect(summariseTicks([])).toEqual({ ticks: 0, flashes: 0, hardest: null, pyramid: [] });
  });
});
