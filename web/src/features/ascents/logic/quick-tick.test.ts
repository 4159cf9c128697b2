import { describe, expect, it } from 'vitest';
import { ASCENT_ATTEMPTS_MIN, ASCENT_DATE_REQUIRED, GRADES } from '@spraybook/contract/plain';
import {
  ascentBodyOf,
  feelCentreGrade,
  gradeFeelChoices,
  quickTickError,
  stepAngle,
  voteBodyOf,
  type QuickTick,
} from './quick-tick';

const tick: QuickTick = {
  type: 'flash',
  attempts: 3,
  date: '2026-11-25',
  isPublic: true,
  grade: null,
  stars: null,
};
const grade = (system: string, name: string) => GRADES.find((g) => g.system === system && g.grade === name)!;

describe('the tick sheet', () => {
  it('sends a flash as one attempt and a redpoint with its attempts', () => {
    expect(ascentBodyOf('c1', tick)).toEqual({
      climb_id: 'c1',
      ascent_date: '2026-11-25',
      ascent_type: 'flash',
      attempts: 1,
      description: null,
      public: true,
    });
    expect(ascentBodyOf('c1', { ...tick, type: 'redpoint', isPublic: false })).toMatchObject({
      ascent_type: 'redpoint',
      attempts: 3,
      public: false,
    });
  });

  it('sends the angle climbed at with the tick and its votes only when one is chosen', () => {
    expect(ascentBodyOf('c1', tick)).not.toHaveProperty('angle');
    expect(ascentBodyOf('c1', { ...tick, angle: 50 })).toMatchObject({ angle: 50 });
    expect(voteBodyOf(tick, 4)).toEqual({ value: 4, public: true });
    expect(voteBodyOf({ ...tick, angle: 45, isPublic: false }, 9)).toEqual({
      value: 9,
      public: false,
      angle: 45,
    });
  });

  it('steps the angle 5° a tap within -90..90, from the set angle', () => {
    expect(stepAngle(40, 1)).toBe(45);
    expect(stepAngle(40, -2)).toBe(30);
    expect(stepAngle(42, 1)).toBe(47);
    expect(stepAngle(88, 1)).toBe(90);
    expect(stepAngle(-88, -1)).toBe(-90);
  });

  it("says the spec's texts for a missing date and too few attempts", () => {
    expect(quickTickError(tick)).toBeNull();
    expect(quickTickError({ ...tick, date: '' })).toBe(ASCENT_DATE_REQUIRED);
    expect(quickTickError({ ...tick, type: 'redpoint', attempts: 0 })).toBe(ASCENT_ATTEMPTS_MIN);
    // A flash ignores the attempts field.
    expect(quickTickError({ ...tick, attempts: 0 })).toBeNull();
  });

  it("offers grade feels around the climb's grade, in the reader's system, kept inside the ladder", () => {
    expect(gradeFeelChoices(grade('Font', '6B+'), 'Font').map((g) => g.grade)).toEqual([
      '6A+',
      '6B',
      '6B+',
      '6C',
      '6C+',
    ]);
    expect(gradeFeelChoices(grade('Font', '4'), 'Font').map((g) => g.grade)).toEqual([
      '4',
      '5',
      '5+',
      '6A',
      '6A+',
    ]);
    expect(gradeFeelChoices(grade('V', 'V17'), 'V').map((g) => g.grade)).toEqual([
      'V13',
      'V14',
      'V15',
      'V16',
      'V17',
    ]);
    expect(gradeFeelChoices(undefined, 'V')).toHaveLength(5);
  });

  it("centres the grade feels on the climb's grade at the angle ticked, else at its set angle, else its average", () => {
    const id = (name: string) => grade('Font', name).id;
    type Feel = Parameters<typeof feelCentreGrade>[0];
    // Only the angle and grade of each row matter here.
    const rows = (...graded: [number, string | null][]) =>
      graded.map(([angle, name]) => ({
        angle,
        grade: name === null ? null : id(name),
      })) as unknown as Feel['angles'];
    // Set at 40° (the wall's default), graded 6B there and 7A at 50°; ticked only at 45°.
    const climb: Feel = {
      wall_angle: null,
      average_grade: id('6B+'),
      angles: rows([40, '6B'], [45, null], [50, '7A']),
    };
    const around = (angle: number | null) =>
      gradeFeelChoices(
        GRADES.find((g) => g.id === feelCentreGrade(climb, angle, 40)),
        'Font',
      ).map((g) => g.grade);
    expect(feelCentreGrade(climb, 50, 40)).toBe(id('7A'));
    expect(around(50)).toEqual(['6C', '6C+', '7A', '7A+', '7B']);
    // No grade votes at 45° or 55°: the set angle's grade.
    expect(feelCentreGrade(climb, 45, 40)).toBe(id('6B'));
    expect(feelCentreGrade(climb, 55, 40)).toBe(id('6B'));
    // A fixed wall (no angle), or nobody graded it at its set angle either: its average.
    expect(feelCentreGrade(climb, null, 40)).toBe(id('6B+'));
    expect(feelCentreGrade({ ...climb, angles: rows([50, '7A']) }, 45, 40)).toBe(id('6B+'));
  });
});
