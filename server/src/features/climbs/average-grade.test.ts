import { GRADES } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { averageGrade, averageRating } from './average-grade.ts';

const id = (system: string, grade: string) =>
  GRADES.find((g) => g.system === system && g.grade === grade)!.id;

describe('the average grade shown for a climb', () => {
  const onWall = (wall: string) => ({ viewer: null, wall });

  it('is null without votes', () => {
    expect(averageGrade(null, onWall('Font'))).toBeNull();
  });

  it("is the grade nearest the rank, in the wall's system for a reader without a default", () => {
    // Font ranks are 0, 1, 2…; 4 is 6A+. In V the nearest to 4 is V2 (3.5), and to 6.5 is V4.
    expect(averageGrade(4, onWall('Font'))).toBe(id('Font', '6A+'));
    expect(averageGrade(4, onWall('V'))).toBe(id('V', 'V2'));
    expect(averageGrade(6.5, onWall('V'))).toBe(id('V', 'V4'));
  });

  it("is in the viewer's default grade system when they have one, whatever the wall's", () => {
    expect(averageGrade(4, { viewer: 'V', wall: 'Font' })).toBe(id('V', 'V2'));
    expect(averageGrade(6.5, { viewer: 'Font', wall: 'V' })).toBe(id('Font', '6B+'));
  });

  it('goes to the easier grade on a tie, and rounds to the nearest otherwise', () => {
    expect(averageGrade(4.5, onWall('Font'))).toBe(id('Font', '6A+'));
    expect(averageGrade(4.51, onWall('Font'))).toBe(id('Font', '6B'));
  });
});

describe('the average rating shown for a climb', () => {
  it('is null without votes, else rounded to a tenth of a star', () => {
    expect(averageRating(null)).toBeNull();
    expect(averageRating(0)).toBe(0);
    expect(averageRating(27 / 7)).toBe(3.9);
  });
});
