import { describe, expect, it } from 'vitest';
import { AscentBody, AscentsFilter } from './ascents.ts';
import { ASCENT_DATE_REQUIRED, DATE_MAX, DATE_MIN, DATE_OUT_OF_RANGE } from './limits.ts';

const tick = (ascent_date: unknown) => ({
  climb_id: '3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f',
  ascent_date,
  ascent_type: 'flash',
  attempts: 1,
});
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error!.issues.map((i) => i.message))];

describe('dates a PostgreSQL date column holds', () => {
  it.each([DATE_MIN, '2024-02-29', DATE_MAX])('takes %s as a tick’s date and as a filter', (date) => {
    expect(AscentBody.safeParse(tick(date)).success).toBe(true);
    expect(AscentsFilter.safeParse({ date_from: date, date_to: date }).success).toBe(true);
  });

  it.each(['0000-01-01', '0001-01-01', '1899-12-31'])(
    'refuses %s (year 0 does not exist in PostgreSQL) with the range in the detail',
    (date) => {
      expect(messages(AscentBody.safeParse(tick(date)))).toEqual([DATE_OUT_OF_RANGE]);
      expect(messages(AscentsFilter.safeParse({ date_from: date }))).toEqual([DATE_OUT_OF_RANGE]);
      expect(messages(AscentsFilter.safeParse({ date_to: date }))).toEqual([DATE_OUT_OF_RANGE]);
    },
  );

  it.each(['10000-01-01', '+010000-01-01', '-000001-01-01', '2023-02-29', '2026-13-01', '26-01-01'])(
    'refuses %s, not a date of YYYY-MM-DD',
    (date) => {
      expect(messages(AscentBody.safeParse(tick(date)))).toEqual([ASCENT_DATE_REQUIRED]);
    },
  );
});
