import { describe, expect, it } from 'vitest';
import { PersonalFeedQuery } from './personal-feed.ts';

const id = '0b7c5f1e-7f1a-4c1e-9a51-2f8d2b1c3a4d';
const parse = (before: string) => PersonalFeedQuery.safeParse({ before });

describe('the personal feed cursor', () => {
  it.each(['2025-02-28T23:59:59.999999Z', '2024-02-29T00:00:00.000000Z', '1900-01-01T00:00:00.000000Z'])(
    'takes an instant that exists: %s',
    (instant) => expect(parse(`${instant}_${id}`).success).toBe(true),
  );

  it.each([
    '2025-02-30T00:00:00.000000Z',
    '2025-13-01T00:00:00.000000Z',
    '2025-01-01T24:00:00.000000Z',
    '2025-01-01T23:60:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
  ])('refuses an instant that does not exist or lies before 1900: %s', (instant) => {
    const result = parse(`${instant}_${id}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('before must be the next_before of an earlier page');
  });
});
