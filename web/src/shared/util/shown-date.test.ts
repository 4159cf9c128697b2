import { describe, expect, it } from 'vitest';
import { shownDate, todayIso } from './shown-date';

const now = Date.parse('2026-11-24T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('a date on screen', () => {
  it.each([
    [0, '0 seconds ago'],
    [42, '42 seconds ago'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [6 * 86400 + 86399, '6 days ago'],
  ])('within the last week is relative: %i seconds back reads %s', (seconds, text) => {
    expect(shownDate(before(seconds), now, 'en')).toBe(text);
  });

  it("from a week back is a short date in the reader's locale, with its year only when not this year's", () => {
    expect(shownDate(before(7 * 86400), now, 'en-GB')).toBe('17 Nov');
    expect(shownDate(before(7 * 86400), now, 'en-US')).toBe('Nov 17');
    expect(shownDate('2025-12-31T10:00:00Z', now, 'en-GB')).toBe('31 Dec 2025');
  });

  it('reads PostgreSQL timestamps and never says a time is in the future', () => {
    expect(shownDate('2026-11-24 11:58:00.123456+00', now, 'en')).toBe('1 minute ago');
    expect(shownDate(before(-30), now, 'en')).toBe('0 seconds ago');
  });

  it('tells a calendar day (a tick’s date) in whole days, then as a short date', () => {
    const today = todayIso(new Date(now));
    expect(shownDate(today, now, 'en')).toBe('today');
    const daysBack = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString();
    expect(shownDate(daysBack(1).slice(0, 10), now, 'en')).toBe('yesterday');
    expect(shownDate(daysBack(6).slice(0, 10), now, 'en')).toBe('6 days ago');
    expect(shownDate('2026-11-03', now, 'en-US')).toBe('Nov 3');
    expect(shownDate('2025-12-31', now, 'en-GB')).toBe('31 Dec 2025');
  });

  it('keeps a calendar day on its day west of Greenwich too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(shownDate('2026-01-01', now, 'en-GB')).toBe('1 Jan');
      expect(shownDate(todayIso(new Date(now)), now, 'en-GB')).toBe('today');
    } finally {
      process.env.TZ = zone;
    }
  });
});
