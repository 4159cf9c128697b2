import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema/auth.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { BAD_CREDENTIALS, createAccount, signIn } from './accounts.ts';
import { backoffSeconds, MAX_FAILURES_PER_ADDRESS } from './attempt-limits.ts';

let t: TestApp;
const owner = { ip: '192.0.2.10', signUpsPerHour: 100 };
const attacker = '203.0.113.66';

beforeAll(async () => {
  t = await buildTestApp();
  await createAccount(t.ctx.db, 'owner', 'the right password', owner);
});
afterAll(() => t.close());
beforeEach(() => t.ctx.db.delete(loginFailures));

/** Moves every recorded failure `seconds` into the past, as if that time had gone by. */
const passTime = (seconds: number) =>
  t.ctx.db
    .update(loginFailures)
    .set({ created: sql`${loginFailures.created} - make_interval(secs => ${seconds})` });

async function fail(times: number, ip = attacker, username = 'owner') {
  for (let n = 0; n < times; n++) {
    expect(await signIn(t.ctx.db, username, 'a wrong password', ip)).toEqual({
      ok: false,
      error: BAD_CREDENTIALS,
    });
  }
}

describe('sign-in attempt limits', () => {
  it('lets the owner in from their own address while a stranger is locked out of the account', async () => {
    await fail(5);
    const stranger = await signIn(t.ctx.db, 'owner', 'the right password', attacker);
    // A minute from the fifth failure, counting down: on a busy machine a second may have gone by.
    const wait = !stranger.ok && stranger.retryAfterSeconds;
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
    expect(stranger).toMatchObject({
      ok: false,
      error: `Too many failed sign-in attempts. Wait ${wait === 60 ? '1 minute' : `${wait} seconds`} and try again.`,
    });
    expect(await signIn(t.ctx.db, 'owner', 'the right password', owner.ip)).toMatchObject({ ok: true });
  });

  it('doubles the wait with every further failure from the same address', async () => {
    await fail(5);
    await passTime(61);
    await fail(1);
    const second = await signIn(t.ctx.db, 'owner', 'a wrong password', attacker);
    expect(second).toMatchObject({
      error: 'Too many failed sign-in attempts. Wait 2 minutes and try again.',
    });
    expect(!second.ok && second.retryAfterSeconds).toBeGreaterThan(100);
    await passTime(121);
    await fail(1);
    expect(await signIn(t.ctx.db, 'owner', 'a wrong password', attacker)).toMatchObject({
      error: 'Too many failed sign-in attempts. Wait 4 minutes and try again.',
    });
  });

  it('does not count attempts refused while waiting', async () => {
    await fail(5);
    await signIn(t.ctx.db, 'owner', 'a wrong password', attacker);
    await signIn(t.ctx.db, 'owner', 'a wrong password', attacker);
    const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures);
    expect(row!.n).toBe(5);
  });

  it('limits one address guessing across many usernames', async () => {
    await t.ctx.db
      .insert(loginFailures)
      .values(
        Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => ({ username: `name-${i}`, ip: attacker })),
      );
    expect(await signIn(t.ctx.db, 'someone-new', 'a password', attacker)).toMatchObject({
      ok: false,
      error: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    });
    expect(await signIn(t.ctx.db, 'someone-new', 'a password', owner.ip)).toEqual({
      ok: false,
      error: BAD_CREDENTIALS,
    });
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    for (let n = 1; n <= 5; n++) await fail(1, `2001:db8:5:6::${n}`);
    expect(await signIn(t.ctx.db, 'owner', 'the right password', '2001:db8:5:6::99')).toMatchObject({
      ok: false,
    });
  });

  it('lets no more than the free guesses through when they arrive all at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.ctx.db, 'owner', 'a wrong password', attacker)),
    );
    const checked = results.filter((r) => !r.ok && r.error === BAD_CREDENTIALS);
    expect(checked.length).toBeLessThanOrEqual(6);
  });

  it('forgets only the failures of the address that signed in', async () => {
    await fail(3, owner.ip);
    await fail(3, attacker);
    await signIn(t.ctx.db, 'owner', 'the right password', owner.ip);
    const left = await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.username, 'owner'));
    expect(left.map((r) => r.ip)).toEqual([attacker, attacker, attacker]);
  });
});

describe('wait arithmetic', () => {
  it('waits nothing for the first five failures, then one minute doubling up to an hour', () => {
    expect([4, 5, 6, 7, 10, 11, 20].map(backoffSeconds)).toEqual([0, 60, 120, 240, 1920, 3600, 3600]);
  });
});
