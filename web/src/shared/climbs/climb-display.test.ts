import { describe, expect, it } from 'vitest';
import { GRADES } from '@spraybook/contract/plain';
import { climbName, gradesOf, gradeText } from './climb-display';

describe('climb display', () => {
  it("names a climb without a name 'Unnamed climb'", () => {
    expect(climbName('  ')).toBe('Unnamed climb');
    expect(climbName('The Prow')).toBe('The Prow');
  });

  it('gives the text of a grade id, and null for none or an unknown id', () => {
    const grade = GRADES[3]!;
    expect(gradeText(grade.id)).toBe(grade.grade);
    expect(gradeText(null)).toBeNull();
    expect(gradeText(-1)).toBeNull();
  });

  it('lists the grades of a system easiest first', () => {
    const font = gradesOf('Font');
    expect(font.length).toBeGreaterThan(10);
    expect(font.every((g, i) => i === 0 || g.rank > font[i - 1]!.rank)).toBe(true);
  });
});
