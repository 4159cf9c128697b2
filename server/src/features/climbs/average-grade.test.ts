import { GRADES } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { averageGrade } from './average-grade.ts';

const id = (system: string, grade: string) =>
  GRADES.find((g) => g.system === system && g.grade === grade)!.id;
const vote = (userId: string, value: number, isPublic = true) => ({ userId, value, public: isPublic });

describe('the average grade of a climb', () => {
  it('is null without votes', () => {
    expect(averageGrade([], 'setter')).toBeNull();
  });

  it("is the setter's own grade when theirs is the only vote", () => {
    expect(averageGrade([vote('setter', id('V', 'V5'))], 'setter')).toBe(id('V', 'V5'));
    expect(averageGrade([vote('setter', id('Font', '7A'))], 'setter')).toBe(id('Font', '7A'));
  });

  it("is the grade nearest the mean, in the system of the setter's vote", () => {
    // 6A (3) and 6B (5) average to 6A+ (4) on the Font ladder; in V the nearest to 4 is V2 (3.5).
    const votes = [vote('setter', id('Font', '6A')), vote('other', id('Font', '6B'))];
    expect(averageGrade(votes, 'setter')).toBe(id('Font', '6A+'));
    const inV = [vote('setter', id('V', 'V2')), vote('other', id('Font', '6A+'))];
    expect(averageGrade(inV, 'setter')).toBe(id('V', 'V2'));
  });

  it('is in Font when the setter did not vote', () => {
    expect(averageGrade([vote('other', id('V', 'V0'))], 'setter')).toBe(id('Font', '5'));
  });

  it('counts anonymous votes at three quarters of a public one', () => {
    // Ranks 0 (public) and 10 (anonymous): 7.5 / 1.75 = 4.29, so 6A+ (4); equal weights would give 5, 6B.
    const votes = [vote('setter', id('Font', '4')), vote('other', id('Font', '7A+'), false)];
    expect(averageGrade(votes, 'setter')).toBe(id('Font', '6A+'));
    const bothPublic = [vote('setter', id('Font', '4')), vote('other', id('Font', '7A+'))];
    expect(averageGrade(bothPublic, 'setter')).toBe(id('Font', '6B'));
  });
});
