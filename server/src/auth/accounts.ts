import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { formatWait } from '../lib/format-wait.ts';
import type { Db, Tx } from '../db/client.ts';
import { accounts } from '../db/schema/auth.ts';
import { forgetFailures, pruneFailures, reserveSignInAttempt, reserveSignUp } from './attempt-limits.ts';
import { addressKey } from './client-address.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endProviderSessions } from './revocation.ts';

export const USERNAME_RULE = 'Username must be 3 to 32 characters: letters, digits, dot, dash or underscore.';
export const PASSWORD_RULE = 'Password must be at least 8 characters.';
export const BAD_CREDENTIALS = 'Incorrect username or password.';
export const USERNAME_TAKEN = 'That username is taken.';
export const tooManyAttempts = (waitSeconds: number) =>
  `Too many failed sign-in attempts. Wait ${formatWait(waitSeconds)} and try again.`;
export const tooManySignUps = (waitSeconds: number) =>
  `Too many accounts were created from your network. Wait ${formatWait(waitSeconds)} and try again.`;

export type AccountResult =
  | { ok: true; accountId: string }
  /** retryAfterSeconds: refused by an abuse limit, not by the input. */
  | { ok: false; error: string; retryAfterSeconds?: number };

export function normalizeUsername(username: string) {
  return username.trim().toLowerCase();
}

/** Creates an account; `signUpsPerHour` limits how many one address may create. */
export async function createAccount(
  db: Db,
  rawUsername: string,
  password: string,
  from: { ip: string; signUpsPerHour: number },
): Promise<AccountResult> {
  const username = normalizeUsername(rawUsername);
  if (!/^[a-z0-9._-]{3,32}$/.test(username)) return { ok: false, error: USERNAME_RULE };
  if (password.length < 8 || password.length > 200) return { ok: false, error: PASSWORD_RULE };
  const { waitSeconds } = await reserveSignUp(db, addressKey(from.ip), from.signUpsPerHour);
  if (waitSeconds > 0)
    return { ok: false, error: tooManySignUps(waitSeconds), retryAfterSeconds: waitSeconds };
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(accounts)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: accounts.username })
    .returning({ id: accounts.id });
  return row ? { ok: true, accountId: row.id } : { ok: false, error: USERNAME_TAKEN };
}

/**
 * Checks a password. Failures are limited per (username, address) with a doubling wait, so a
 * stranger guessing from elsewhere never locks the owner out, and per address across usernames.
 */
export async function signIn(
  db: Db,
  rawUsername: string,
  password: string,
  ip: string,
): Promise<AccountResult> {
  const username = normalizeUsername(rawUsername);
  const address = addressKey(ip);
  const attempt = await reserveSignInAttempt(db, username, address);
  if (attempt.id === null) {
    return { ok: false, error: tooManyAttempts(attempt.waitSeconds), retryAfterSeconds: attempt.waitSeconds };
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
  // Hash even for unknown names so response time does not reveal which names exist.
  const valid = account
    ? await verifyPassword(password, account.passwordHash)
    : (await verifyPassword(password, DUMMY_HASH), false);
  if (!account || !valid) {
    await pruneFailures(db);
    return { ok: false, error: BAD_CREDENTIALS };
  }
  await forgetFailures(db, username, address);
  return { ok: true, accountId: account.id };
}

export async function findAccount(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}

/** The built-in provider's issuer, `PUBLIC_URL/oidc`. */
export const builtInIssuer = (publicUrl: string) => `${publicUrl}/oidc`;

/** The subject (`issuer|sub`) a built-in account's tokens carry. */
export const builtInSubject = (publicUrl: string, accountId: string) =>
  `${builtInIssuer(publicUrl)}|${accountId}`;

/** The built-in account a user's subject (`issuer|sub`) names, or null for an external identity. */
export function builtInAccountId(config: Pick<Config, 'oidc' | 'publicUrl'>, subject: string) {
  if (config.oidc) return null;
  const prefix = `${builtInIssuer(config.publicUrl)}|`;
  const id = subject.startsWith(prefix) ? subject.slice(prefix.length) : '';
  // The provider's account ids are UUIDs; anything else is no account of ours.
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

/**
 * Deletes a built-in account with every session, grant, code and refresh token of it (and, by its
 * foreign key, its reset links), so nothing can sign in as it or refresh a token again.
 */
export async function deleteAccountWithSessions(tx: Tx, accountId: string) {
  await endProviderSessions(tx, accountId);
  if (/^[0-9a-f-]{36}$/.test(accountId)) await tx.delete(accounts).where(eq(accounts.id, accountId));
}

const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
