import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-24T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [0, '0 seconds ago'],
    [42, '42 seconds ago'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [400 * 86400, '400 days ago'],
  ])('says %i seconds back as %s', (seconds, text) => {
    expect(timeAgo(before(seconds), now, 'en')).toBe(text);
  });

  it('reads PostgreSQL timestamps and never says a time is in the future', () => {
    expect(timeAgo('2026-11-24 11:58:00.123456+00', now, 'en')).toBe('1 minute ago');
    expect(timeAgo(before(-30), now, 'en')).toBe('0 seconds ago');
  });
});
