import { describe, expect, it } from 'vitest';
import { INT4_MAX } from './limits.ts';
import { AscentsQuery } from './ascents.ts';
import { CommentsQuery } from './comments.ts';
import { WallClimbsQuery } from './climbs.ts';
import { WallsQuery } from './walls.ts';
import { queryWholeNumber } from './whole-number.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error!.issues.map((i) => i.message))];

describe('queryWholeNumber', () => {
  const skip = queryWholeNumber('skip', 0, INT4_MAX);

  it('takes a whole number in range, from the query string as from a number', () => {
    expect(skip.parse('0')).toBe(0);
    expect(skip.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(skip.parse(12)).toBe(12);
  });

  it.each(['-1', String(INT4_MAX + 1), '1e999', '2.5', 'abc', String(2 ** 53 + 1), '-1e308'])(
    'refuses %s with one detail that names the parameter and its range',
    (value) => {
      expect(messages(skip.safeParse(value))).toEqual([`skip must be a whole number from 0 to ${INT4_MAX}`]);
    },
  );
});

describe('the offsets, skips and counts of the queries stay within a PostgreSQL integer', () => {
  const tooBig = String(INT4_MAX + 1);

  it('ascents_minimum and skip of a wall’s climbs', () => {
    expect(WallClimbsQuery.safeParse({ ascents_minimum: String(INT4_MAX) }).success).toBe(true);
    expect(messages(WallClimbsQuery.safeParse({ ascents_minimum: tooBig }))).toEqual([
      `ascents_minimum must be a whole number from 0 to ${INT4_MAX}`,
    ]);
    expect(messages(WallClimbsQuery.safeParse({ skip: tooBig }))).toEqual([
      `skip must be a whole number from 0 to ${INT4_MAX}`,
    ]);
  });

  it('the offset of ticks and comments, and the skip of walls', () => {
    expect(messages(AscentsQuery.safeParse({ offset: tooBig }))).toEqual([
      `offset must be a whole number from 0 to ${INT4_MAX}`,
    ]);
    expect(
      messages(
        CommentsQuery.safeParse({ related_id: '3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f', offset: tooBig }),
      ),
    ).toEqual([`offset must be a whole number from 0 to ${INT4_MAX}`]);
    expect(messages(WallsQuery.safeParse({ skip: tooBig }))).toEqual([
      `skip must be a whole number from 0 to ${INT4_MAX}`,
    ]);
  });
});
