import { describe, expect, it } from 'vitest';
import { climbName, gradesOf } from './climb-display';

describe('climb display', () => {
  it("names a climb without a name 'Unnamed climb'", () => {
    expect(climbName('  ')).toBe('Unnamed climb');
    expect(climbName('The Prow')).toBe('The Prow');
  });

  it('lists the grades of a system easiest first', () => {
    const font = gradesOf('Font');
    expect(font.length).toBeGreaterThan(10);
    expect(font.every((g, i) => i === 0 || g.rank > font[i - 1]!.rank)).toBe(true);
  });
});
