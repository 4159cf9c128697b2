import { and, count, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, signUpAttempts } from '../db/schema/auth.ts';

/** Wrong passwords for one username from one address that cost nothing: typos happen. */
export const FREE_FAILURES_PER_PAIR = 5;
/** Each wrong password after the free ones doubles the wait, from one minute up to an hour. */
const FIRST_BACKOFF_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 3600;
/** Across usernames: one address guessing many accounts (password spraying). */
export const MAX_FAILURES_PER_ADDRESS = 30;
const ADDRESS_WINDOW_SECONDS = 15 * 60;
const SIGN_UP_WINDOW_SECONDS = 3600;

/** Seconds to wait after the latest failure, given how many failures the pair has. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** (failures - FREE_FAILURES_PER_PAIR));
}

const secondsSince = (moment: SQL) =>
  sql<number>`coalesce(extract(epoch from now() - ${moment}), 0)`.mapWith(Number);

export type Reservation = { id: string; waitSeconds: 0 } | { id: null; waitSeconds: number };

/**
 * Counts a sign-in attempt as a failure before the password is checked, so parallel guesses see
 * each other; the caller forgets it on success. When the pair (username, address) or the address
 * is over its limit, the attempt is not counted and the answer says how long to wait.
 */
export async function reserveSignInAttempt(db: Db, username: string, address: string): Promise<Reservation> {
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username, ip: address })
    .returning({ id: loginFailures.id });
  const pair = and(eq(loginFailures.username, username), eq(loginFailures.ip, address));
  const addressRecent = and(
    eq(loginFailures.ip, address),
    gt(loginFailures.created, sql`now() - make_interval(secs => ${ADDRESS_WINDOW_SECONDS})`),
  );
  const [stats] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where ${pair})`.mapWith(Number),
      sincePairLast: secondsSince(sql`max(${loginFailures.created}) filter (where ${pair})`),
      addressFailures: sql<number>`count(*) filter (where ${addressRecent})`.mapWith(Number),
      sinceAddressFirst: secondsSince(sql`min(${loginFailures.created}) filter (where ${addressRecent})`),
    })
    .from(loginFailures)
    .where(
      and(
        ne(loginFailures.id, attempt!.id),
        gt(loginFailures.created, sql`now() - interval '1 day'`),
        or(eq(loginFailures.username, username), eq(loginFailures.ip, address)),
      ),
    );
  const s = stats ?? { pairFailures: 0, sincePairLast: 0, addressFailures: 0, sinceAddressFirst: 0 };
  const pairWait = backoffSeconds(s.pairFailures) - s.sincePairLast;
  const addressWait =
    s.addressFailures >= MAX_FAILURES_PER_ADDRESS ? ADDRESS_WINDOW_SECONDS - s.sinceAddressFirst : 0;
  // Whole seconds, rounded up: what Retry-After carries and what the page says.
  const waitSeconds = Math.ceil(Math.max(pairWait, addressWait));
  if (waitSeconds <= 0) return { id: attempt!.id, waitSeconds: 0 };
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id));
  return { id: null, waitSeconds };
}

/** After a good password: the pair starts afresh. Failures from other addresses stay theirs. */
export async function forgetFailures(db: Db, username: string, address: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.ip, address)));
}

export async function pruneFailures(db: Db) {
  await db.delete(loginFailures).where(lt(loginFailures.created, sql`now() - interval '1 day'`));
}

/**
 * Counts a sign-up from the address first, then checks the limit, so a burst of parallel sign-ups
 * cannot all pass the check before any is counted. Refused ones are not counted.
 */
export async function reserveSignUp(
  db: Db,
  address: string,
  maxPerHour: number,
): Promise<{ waitSeconds: number }> {
  const [attempt] = await db
    .insert(signUpAttempts)
    .values({ ip: address })
    .returning({ id: signUpAttempts.id });
  const recent = and(
    eq(signUpAttempts.ip, address),
    gt(signUpAttempts.created, sql`now() - make_interval(secs => ${SIGN_UP_WINDOW_SECONDS})`),
  );
  const [stats] = await db
    .select({
      signUps: count(),
      sinceFirst: secondsSince(sql`min(${signUpAttempts.created})`),
    })
    .from(signUpAttempts)
    .where(recent);
  if ((stats?.signUps ?? 0) <= maxPerHour) {
    await db
      .delete(signUpAttempts)
      .where(lt(signUpAttempts.created, sql`now() - make_interval(secs => ${SIGN_UP_WINDOW_SECONDS})`));
    return { waitSeconds: 0 };
  }
  await db.delete(signUpAttempts).where(eq(signUpAttempts.id, attempt!.id));
  return { waitSeconds: Math.max(1, Math.ceil(SIGN_UP_WINDOW_SECONDS - (stats?.sinceFirst ?? 0))) };
}
