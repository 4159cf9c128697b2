import { GRADES } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { averageGrade, averageRating } from './average-grade.ts';

const id = (system: string, grade: string) =>
  GRADES.find((g) => g.system === system && g.grade === grade)!.id;

describe('the average grade shown for a climb', () => {
  const setter = (setterVote: number | undefined) => ({ viewer: null, setterVote });

  it('is null without votes', () => {
    expect(averageGrade(null, setter(undefined))).toBeNull();
  });

  it("is the grade nearest the rank, in the system of the setter's vote", () => {
    // Font ranks are 0, 1, 2…; 4 is 6A+. In V the nearest to 4 is V2 (3.5), and to 6.5 is V4.
    expect(averageGrade(4, setter(id('Font', '6A')))).toBe(id('Font', '6A+'));
    expect(averageGrade(4, setter(id('V', 'V5')))).toBe(id('V', 'V2'));
    expect(averageGrade(6.5, setter(id('V', 'V0')))).toBe(id('V', 'V4'));
  });

  it("is in the viewer's default grade system when they have one", () => {
    expect(averageGrade(4, { viewer: 'V', setterVote: id('Font', '6A') })).toBe(id('V', 'V2'));
    expect(averageGrade(6.5, { viewer: 'Font', setterVote: id('V', 'V4') })).toBe(id('Font', '6B+'));
  });

  it('goes to the easier grade on a tie, and rounds to the nearest otherwise', () => {
    expect(averageGrade(4.5, setter(id('Font', '6A')))).toBe(id('Font', '6A+'));
    expect(averageGrade(4.51, setter(id('Font', '6A')))).toBe(id('Font', '6B'));
  });

  it('is in Font when neither the viewer nor the setter says otherwise', () => {
    expect(averageGrade(1, setter(undefined))).toBe(id('Font', '5'));
  });
});

describe('the average rating shown for a climb', () => {
  it('is null without votes, else rounded to a tenth of a star', () => {
    expect(averageRating(null)).toBeNull();
    expect(averageRating(0)).toBe(0);
    expect(averageRating(27 / 7)).toBe(3.9);
  });
});
