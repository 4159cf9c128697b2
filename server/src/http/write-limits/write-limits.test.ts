import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCounts } from '../../db/schema/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { HttpError, TooManyRequests } from '../errors.ts';
import { spendWrite } from './write-limits.ts';

let t: TestApp;
let userId: string, otherId: string, parallelId: string;
const limit = { perMinute: 3, perHour: 5 };

beforeAll(async () => {
  t = await buildTestApp();
  const [user, other, parallel] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  [userId, otherId, parallelId] = [user.user.id, other.user.id, parallel.user.id];
});
afterAll(() => t.close());

/** Spends one write; null when allowed, else the refusal. */
const spend = async (who = userId, kind: 'comment' | 'tick' = 'comment') => {
  try {
    await spendWrite(t.ctx.db, who, kind, limit);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
};

/** Moves the user's window of `seconds` back in time, as if it had started that long before. */
const age = (who: string, windowSeconds: number, bySeconds: number) =>
  t.ctx.db
    .update(writeCounts)
    .set({ windowStart: sql`${writeCounts.windowStart} - make_interval(secs => ${bySeconds})` })
    .where(and(eq(writeCounts.userId, who), eq(writeCounts.windowSeconds, windowSeconds)));

const counts = async (who: string) =>
  Object.fromEntries(
    (
      await t.ctx.db
        .select({ windowSeconds: writeCounts.windowSeconds, count: writeCounts.count })
        .from(writeCounts)
        .where(and(eq(writeCounts.userId, who), eq(writeCounts.kind, 'comment')))
    ).map((r) => [r.windowSeconds, r.count]),
  );

describe('the write counter', () => {
  it('refuses the write past the burst limit until its minute has passed, without counting the refusal', async () => {
    for (let i = 0; i < 3; i++) expect(await spend()).toBeNull();
    const refused = await spend();
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect(refused?.statusCode).toBe(429);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(55);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused?.detail).toMatch(
      /^You are doing that too often\. Wait (1 minute|59 seconds) and try again\.$/,
    );
    expect(await counts(userId)).toEqual({ 60: 3, 3600: 3 });

    await age(userId, 60, 61);
    expect(await spend()).toBeNull();
    expect(await counts(userId)).toEqual({ 60: 1, 3600: 4 });
  });

  it('refuses past the hourly limit though the minute is fresh, saying how long until the hour is over', async () => {
    expect(await spend()).toBeNull(); // 5 in the hour
    await age(userId, 60, 61);
    await age(userId, 3600, 600);
    const refused = (await spend()) as TooManyRequests;
    expect(refused.statusCode).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(2990);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3000);
    expect(refused.detail).toBe('You are doing that too often. Wait 50 minutes and try again.');

    await age(userId, 3600, 3001);
    expect(await spend()).toBeNull();
    expect(await counts(userId)).toEqual({ 60: 1, 3600: 1 });
  });

  it('counts each user and each kind on its own', async () => {
    for (let i = 0; i < 2; i++) expect(await spend()).toBeNull();
    expect(await spend()).not.toBeNull();
    expect(await spend(userId, 'tick')).toBeNull();
    expect(await spend(otherId)).toBeNull();
  });

  it('lets exactly the limit through when many writes arrive at once, and takes every refusal back', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => spend(parallelId)));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
    expect(answers.filter((a) => a instanceof TooManyRequests)).toHaveLength(37);
    expect(await counts(parallelId)).toEqual({ 60: 3, 3600: 3 });
  });
});
