import { describe, expect, it } from 'vitest';
import { formatDataTime } from './format-data-time';

describe('formatDataTime', () => {
  const now = new Date(2026, 10, 25, 20, 0).getTime();
  it("is the clock time for today's data", () => {
    expect(formatDataTime(new Date(2026, 10, 25, 9, 5).getTime(), now, 'en-GB')).toBe('09:05');
  });
  it('names the day for older data', () => {
    expect(formatDataTime(new Date(2026, 10, 24, 19, 40).getTime(), now, 'en-GB')).toBe('24 Nov, 19:40');
  });
});
