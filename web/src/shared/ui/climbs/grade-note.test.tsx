import { MantineProvider } from '@mantine/core';
import type { Climb, ClimbAngleFigures } from '@spraybook/contract';
import { GRADES } from '@spraybook/contract/plain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shownFigures } from '../../util/climbs/angle-figures';
import { GradeNote, shownGradeOf } from './grade-note';

// Grades in Font, as a reader whose system is Font reads them.
vi.mock('../../data/grades/use-reader-grade-system', () => ({
  useGradeLabel: () => (id: number | null | undefined) => GRADES.find((g) => g.id === id)?.grade ?? null,
}));

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const row = (angle: number, more: Partial<ClimbAngleFigures>): ClimbAngleFigures => ({
  angle,
  ascents: 3,
  rating: null,
  rating_votes: 0,
  grade: null,
  votes: 0,
  spread: null,
  benchmark: false,
  ...more,
});
const vote = (user: string, grade: string, angle: number) => ({
  id: `${user}${angle}`,
  user_id: user,
  value: font(grade),
  public: true,
  angle,
});
const climb = {
  wall_id: 'w',
  user_id: 'setter',
  wall_angle: 40,
  average_grade: font('6B+'),
  average_rating: null,
  number_ascents: 5,
  rating_votes: [],
  grade_votes: [
    vote('setter', '6B', 40),
    vote('a', '6C', 40),
    ...['b', 'c', 'd'].map((u) => vote(u, '7A', 50)),
  ],
  angles: [
    row(40, {
      grade: font('6B+'),
      votes: 2,
      spread: { low: font('6B'), high: font('6C'), votes: 2, wide: true },
    }),
    row(50, {
      grade: font('7A'),
      votes: 3,
      spread: { low: font('7A'), high: font('7A'), votes: 3, wide: false },
    }),
  ],
} as unknown as Climb;

const note = (angle: number | null) => {
  const figures = { ...shownFigures(climb, angle, 40), angle };
  render(
    <MantineProvider>
      <GradeNote climb={climb} figures={figures} />
    </MantineProvider>,
  );
  return { figures, text: screen.queryByTestId('grade-note')?.textContent ?? null };
};

describe('the grade note beside a climb page’s grade', () => {
  it('says the spread from 3 votes, one grade when both ends are the same', () => {
    expect(note(50).text).toBe('most votes 7A (3 votes)');
  });

  it("keeps the setter's grade under 3 votes, and says so", () => {
    const { figures, text } = note(40);
    expect(text).toBe("Setter's grade until 3 votes");
    expect(shownGradeOf(climb, figures)).toEqual({ grade: font('6B'), setters: true });
  });

  it("says 'set at 40°' where nobody climbed it at the chosen angle", () => {
    expect(note(45).text).toBe("Setter's grade until 3 votes · set at 40°");
  });

  it('says the spread over every angle on a fixed wall, once 3 votes exist', () => {
    const { figures } = note(null);
    expect(figures.votes).toBe(5);
    expect(screen.getByTestId('grade-note').textContent).toBe('most votes 6B–6C (2 votes)');
  });
});
