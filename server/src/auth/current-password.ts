import { tooManyPasswordAttempts, WRONG_PASSWORD } from '@spraybook/contract';
import type { Db } from '../db/client.ts';
import { formatWait } from '../lib/format-wait.ts';
import { findAccount } from './accounts.ts';
import { forgetFailures, reserveSignInAttempt } from './attempt-limits.ts';
import { addressKey } from './client-address.ts';
import { verifyPassword } from './password.ts';

export type PasswordCheck =
  | { ok: true; username: string; email: string | null }
  | { ok: false; error: string; retryAfterSeconds?: number };

/**
 * Asks for the account's password before a change that could hand the account to someone else (its
 * recovery address). Wrong passwords count as failed sign-ins of the account from this address, with
 * the same doubling wait: whoever holds a stolen token guesses no faster here than at the sign-in page.
 */
export async function checkCurrentPassword(
  db: Db,
  accountId: string,
  password: string,
  ip: string,
): Promise<PasswordCheck> {
  const account = await findAccount(db, accountId);
  if (!account) return { ok: false, error: WRONG_PASSWORD };
  const address = addressKey(ip);
  const attempt = await reserveSignInAttempt(db, account.username, address);
  if (attempt.id === null) {
    const wait = attempt.waitSeconds;
    return { ok: false, error: tooManyPasswordAttempts(formatWait(wait)), retryAfterSeconds: wait };
  }
  if (!(await verifyPassword(password, account.passwordHash))) return { ok: false, error: WRONG_PASSWORD };
  await forgetFailures(db, account.username, address);
  return { ok: true, username: account.username, email: account.email };
}
