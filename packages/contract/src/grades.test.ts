import { describe, expect, it } from 'vitest';
import { GRADE_SYSTEMS, GRADES } from './grades.ts';

describe('grades', () => {
  it('offers the Font and V systems with unique ids', () => {
    expect(GRADE_SYSTEMS).toEqual(['Font', 'V']);
    expect(new Set(GRADES.map((g) => g.id)).size).toBe(GRADES.length);
  });
  it('ranks grades within a system in order, and on one unified scale across systems', () => {
    for (const system of GRADE_SYSTEMS) {
      const ranks = GRADES.filter((g) => g.system === system).map((g) => g.fuzzy_unified_rank);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    }
    const unified = (grade: string) => GRADES.find((g) => g.grade === grade)!.fuzzy_unified_rank;
    expect(unified('V4')).toBeGreaterThan(unified('6B'));
    expect(unified('V4')).toBeLessThan(unified('6C'));
  });
});
