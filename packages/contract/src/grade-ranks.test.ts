import { describe, expect, it } from 'vitest';
import { GRADES, GRADE_SYSTEMS } from './grade-table.ts';
import { gradeRankRange, nearestGrade } from './grade-ranks.ts';

const id = (system: string, grade: string) =>
  GRADES.find((g) => g.system === system && g.grade === grade)!.id;

describe('grade ranks', () => {
  it('show as the nearest grade of a system, the easier one on a tie', () => {
    expect(nearestGrade(4, 'Font')?.grade).toBe('6A+');
    expect(nearestGrade(4.5, 'Font')?.grade).toBe('6A+');
    expect(nearestGrade(4.51, 'Font')?.grade).toBe('6B');
    expect(nearestGrade(4, 'V')?.grade).toBe('V2');
    expect(nearestGrade(-3, 'V')?.grade).toBe('V0');
    expect(nearestGrade(99, 'Font')?.grade).toBe('9A');
  });

  it('of a grade reach halfway to the grades beside it, open at the ends of the scale', () => {
    expect(gradeRankRange(id('Font', '6A+'))).toEqual({ above: 3.5, upTo: 4.5 });
    expect(gradeRankRange(id('V', 'V4'))).toEqual({ above: 5.5, upTo: 7 });
    expect(gradeRankRange(id('Font', '4'))).toEqual({ above: null, upTo: 0.5 });
    expect(gradeRankRange(id('V', 'V17'))).toEqual({ above: 18.5, upTo: null });
    expect(gradeRankRange(9999)).toBeUndefined();
  });

  it('agree: every rank falls in the range of the grade it shows as, in every system', () => {
    for (const system of GRADE_SYSTEMS)
      for (let rank = -1; rank <= 22; rank += 0.125) {
        const range = gradeRankRange(nearestGrade(rank, system)!.id)!;
        expect(range.above === null || rank > range.above, `${system} ${rank}`).toBe(true);
        expect(range.upTo === null || rank <= range.upTo, `${system} ${rank}`).toBe(true);
      }
  });
});
