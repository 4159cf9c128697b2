import { describe, expect, it } from 'vitest';
import { ascentTypeLabel, attemptsText, todayIso } from './ascent-display';

describe('ascent display', () => {
  it("reads flash as 'Flash!', onsight as 'First try!' and redpoint as 'Redpoint'", () => {
    expect(ascentTypeLabel('flash')).toBe('Flash!');
    expect(ascentTypeLabel('onsight')).toBe('First try!');
    expect(ascentTypeLabel('redpoint')).toBe('Redpoint');
  });

  it('counts attempts in words', () => {
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(4)).toBe('4 attempts');
  });

  it("gives today's date in the local time zone as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2026, 10, 24, 23, 30))).toBe('2026-11-24');
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });
});
