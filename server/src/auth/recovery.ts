import { EMAIL_RULE } from '@spraybook/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, passwordResets, recoveryRequests } from '../db/schema/auth.ts';
import { formatWait } from '../lib/format-wait.ts';
import { resetMail } from './account-mails.ts';
import { builtInSubject, normalizeUsername, PASSWORD_RULE } from './accounts.ts';
import { addressKey } from './client-address.ts';
import { newLinkToken, tokenHash } from './link-tokens.ts';
import type { Outbox } from './mail-after-answer.ts';
import { hashPassword } from './password.ts';
import { revokeSessions } from './revocation.ts';

/** Where a reset link opens (its token follows). */
export const RESET_LINK_PATH = '/auth/recovery/reset';
/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
/** Requests per hour: from one network (answered 429), and per e-mail address and per account (silently not sent). */
export const RESETS_PER_HOUR = { address: 10, email: 3, account: 3 } as const;

export const RESET_LINK_DEAD = 'This link has expired or was already used. Ask for a new one.';
export const tooManyResetRequests = (waitSeconds: number) =>
  `Too many password-reset requests from your network. Wait ${formatWait(waitSeconds)} and try again.`;

/** The address as stored: trimmed and lower-cased; null when it is not an address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

async function countRecent(db: Db, key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryRequests)
    .where(and(eq(recoveryRequests.key, key), gt(recoveryRequests.created, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

/** Counts a request under `key` and answers whether it is within `perHour`. */
export async function withinLimit(db: Db, key: string, perHour: number) {
  const used = await countRecent(db, key);
  if (used >= perHour) return false;
  await db.insert(recoveryRequests).values({ key });
  return true;
}

/** Stands in for an account when no account has the address, so that path does the same work. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * 'Forgot password?': e-mails a single-use link, valid 30 minutes, to every built-in account with this
 * address. The answer is the same whether or not one exists, in its words and in its work: an unknown
 * address runs the same statements and hashing for no account (the link's insert then adds no row), and
 * mail goes out only after the answer (`outbox`), so neither the words nor the time tell. Limited per
 * network (429), and per address and per account (then nothing is sent, and the answer is still the same).
 */
export async function requestPasswordReset(
  db: Db,
  opts: { email: string; ip: string; publicUrl: string; outbox: Outbox },
): Promise<{ ok: true } | { ok: false; error: string; retryAfterSeconds?: number }> {
  const email = normalizeEmail(opts.email);
  if (!email) return { ok: false, error: EMAIL_RULE };
  await db.delete(recoveryRequests).where(lt(recoveryRequests.created, sql`now() - interval '1 day'`));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now()`));
  if (!(await withinLimit(db, `address:${addressKey(opts.ip)}`, RESETS_PER_HOUR.address)))
    return { ok: false, error: tooManyResetRequests(3600), retryAfterSeconds: 3600 };
  if (!(await withinLimit(db, `email:${email}`, RESETS_PER_HOUR.email))) return { ok: true };
  const found = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(eq(accounts.email, email));
  for (const account of found.length ? found : [{ id: NO_ACCOUNT, username: '' }]) {
    const limitKey = account.id === NO_ACCOUNT ? `account:none:${email}` : `account:${account.id}`;
    if (!(await withinLimit(db, limitKey, RESETS_PER_HOUR.account))) continue;
    const { token, hash } = newLinkToken();
    const made = await insertResetLink(db, hash, account.id);
    if (made) {
      const link = `${opts.publicUrl}${RESET_LINK_PATH}/${token}`;
      opts.outbox(resetMail(email, account.username, link, RESET_LINK_MINUTES));
    }
  }
  return { ok: true };
}

/** Stores a reset link of the account, if there is such an account: one statement either way. */
async function insertResetLink(db: Db, hash: string, accountId: string) {
  const result = await db.execute(sql`
    insert into ${passwordResets} (token_hash, account_id, expires_at)
    select ${hash}, ${accounts.id}, now() + make_interval(mins => ${RESET_LINK_MINUTES})
    from ${accounts} where ${accounts.id} = ${accountId}
    returning token_hash`);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether a reset link still works (to show its form, or say at once that it does not). */
export async function resetLinkWorks(db: Db, token: string) {
  const [row] = await db
    .select({ id: passwordResets.accountId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash(token)), gt(passwordResets.expiresAt, sql`now()`)));
  return !!row;
}

/**
 * Sets a new password through a reset link: the link and every other link of the account stop working,
 * and so do all its sessions, grants and refresh tokens and every access token issued until now, in one
 * transaction. Answers the username.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  publicUrl: string,
): Promise<{ ok: true; username: string } | { ok: false; error: string }> {
  if (password.length < 8 || password.length > 200) return { ok: false, error: PASSWORD_RULE };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash(token)), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ accountId: passwordResets.accountId });
    if (!reset) return { ok: false as const, error: RESET_LINK_DEAD };
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, reset.accountId));
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash })
      .where(eq(accounts.id, reset.accountId))
      .returning({ username: accounts.username });
    await revokeSessions(tx, {
      subject: builtInSubject(publicUrl, reset.accountId),
      accountId: reset.accountId,
    });
    return { ok: true as const, username: normalizeUsername(account!.username) };
  });
}

/** The recovery address of a built-in account (null: none; undefined: no such account). */
export async function accountEmail(db: Db, accountId: string) {
  if (!/^[0-9a-f-]{36}$/.test(accountId)) return undefined;
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return row ? row.email : undefined;
}

/** Sets or clears the recovery address of a built-in account; false when the account is gone. */
export async function setAccountEmail(db: Db, accountId: string, email: string | null) {
  if (!/^[0-9a-f-]{36}$/.test(accountId)) return false;
  const rows = await db
    .update(accounts)
    .set({ email })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
