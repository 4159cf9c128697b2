import { describe, expect, it } from 'vitest';
import { GRADES, GRADE_SYSTEMS, gradeRankRange } from '@spraybook/contract/plain';
import { gradeIn, gradeLabel, readerGradeSystem } from './grade-display';

const id = (system: string, grade: string) =>
  GRADES.find((g) => g.system === system && g.grade === grade)!.id;

describe('the grade system a reader sees', () => {
  it("is their own default, else the wall's, else none (as answered)", () => {
    expect(readerGradeSystem('V', 'Font')).toBe('V');
    expect(readerGradeSystem(null, 'V')).toBe('V');
    expect(readerGradeSystem(undefined, undefined)).toBeNull();
  });
});

describe('a grade shown in the reader’s system', () => {
  it('is converted by rank to the nearest grade of that system, the easier one on a tie', () => {
    // V4 sits at Font rank 6.5: between 6B+ (6) and 6C (7), so 6B+.
    expect(gradeLabel(id('V', 'V4'), 'Font')).toBe('6B+');
    // 6A is Font rank 3: between V1 (2.5) and V2 (3.5), so V1.
    expect(gradeLabel(id('Font', '6A'), 'V')).toBe('V1');
    expect(gradeLabel(id('Font', '7A'), 'V')).toBe('V7');
  });

  it('stays as it is in its own system or with no system', () => {
    expect(gradeLabel(id('Font', '6B+'), 'Font')).toBe('6B+');
    expect(gradeLabel(id('V', 'V6'), null)).toBe('V6');
  });

  it('is null for no grade or an unknown id', () => {
    expect(gradeLabel(null, 'Font')).toBeNull();
    expect(gradeLabel(undefined, 'V')).toBeNull();
    expect(gradeLabel(-1, 'Font')).toBeNull();
  });

  it('is the histogram bar the climb counts under: its rank falls in that bar’s rank range', () => {
    for (const grade of GRADES)
      for (const system of GRADE_SYSTEMS) {
        const bar = gradeRankRange(gradeIn(grade.id, system)!.id)!;
        const rank = grade.fuzzy_unified_rank;
        expect(bar.above === null || rank > bar.above, `${grade.grade} in ${system}`).toBe(true);
        expect(bar.upTo === null || rank <= bar.upTo, `${grade.grade} in ${system}`).toBe(true);
      }
  });

  it('shows one system only, whatever mix a list was set in', () => {
    const mixed = [id('Font', '6B'), id('V', 'V6'), id('Font', '6A+'), id('V', 'V8')];
    for (const system of GRADE_SYSTEMS) {
      const shown = mixed.map((g) => gradeIn(g, system)!);
      expect(new Set(shown.map((g) => g.system))).toEqual(new Set([system]));
    }
  });
});
