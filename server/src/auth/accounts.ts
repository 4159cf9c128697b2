import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, loginFailures } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const USERNAME_RULE = 'Username must be 3 to 32 characters: letters, digits, dot, dash or underscore.';
export const PASSWORD_RULE = 'Password must be at least 8 characters.';
export const BAD_CREDENTIALS = 'Incorrect username or password.';
export const USERNAME_TAKEN = 'That username is taken.';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Wait 15 minutes and try again.';

const WINDOW = sql`now() - interval '15 minutes'`;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_IP = 30;

export type AccountResult = { ok: true; accountId: string } | { ok: false; error: string };

export function normalizeUsername(username: string) {
  return username.trim().toLowerCase();
}

export async function createAccount(db: Db, rawUsername: string, password: string): Promise<AccountResult> {
  const username = normalizeUsername(rawUsername);
  if (!/^[a-z0-9._-]{3,32}$/.test(username)) return { ok: false, error: USERNAME_RULE };
  if (password.length < 8 || password.length > 200) return { ok: false, error: PASSWORD_RULE };
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(accounts)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: accounts.username })
    .returning({ id: accounts.id });
  return row ? { ok: true, accountId: row.id } : { ok: false, error: USERNAME_TAKEN };
}

/** Checks a password, refusing after too many recent failures for the name or the address. */
export async function signIn(
  db: Db,
  rawUsername: string,
  password: string,
  ip: string,
): Promise<AccountResult> {
  const username = normalizeUsername(rawUsername);
  const [recent] = await db
    .select({
      byName: count(sql`case when ${loginFailures.username} = ${username} then 1 end`),
      byIp: count(sql`case when ${loginFailures.ip} = ${ip} then 1 end`),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.created, WINDOW),
        or(eq(loginFailures.username, username), eq(loginFailures.ip, ip)),
      ),
    );
  if ((recent?.byName ?? 0) >= MAX_FAILURES_PER_USERNAME || (recent?.byIp ?? 0) >= MAX_FAILURES_PER_IP) {
    return { ok: false, error: TOO_MANY_ATTEMPTS };
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
  // Hash even for unknown names so response time does not reveal which names exist.
  const valid = account
    ? await verifyPassword(password, account.passwordHash)
    : (await verifyPassword(password, DUMMY_HASH), false);
  if (!account || !valid) {
    await db.insert(loginFailures).values({ username, ip });
    await db.delete(loginFailures).where(lt(loginFailures.created, sql`now() - interval '1 day'`));
    return { ok: false, error: BAD_CREDENTIALS };
  }
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  return { ok: true, accountId: account.id };
}

export async function findAccount(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}

const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
