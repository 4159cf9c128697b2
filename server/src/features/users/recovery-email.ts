import { RECOVERY_UNAVAILABLE, USER_NOT_FOUND, type RecoveryEmail } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId } from '../../auth/accounts.ts';
import { checkCurrentPassword } from '../../auth/current-password.ts';
import { changeRecoveryEmail, pendingEmail } from '../../auth/email-change.ts';
import type { Outbox } from '../../auth/mail-after-answer.ts';
import { accountEmail } from '../../auth/recovery.ts';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound, TooManyRequests } from '../../http/errors.ts';
import { findUserById } from './users.queries.ts';

/** The caller's built-in account, when recovery can work for it (built-in sign-in and SMTP configured). */
async function recoverableAccount(ctx: AppContext, caller: Caller, userId: string) {
  await requireAccess(ctx, caller, userAccess.manage_recovery, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return ctx.config.mail ? builtInAccountId(ctx.config, user.subject) : null;
}

export async function getRecoveryEmail(
  ctx: AppContext,
  caller: Caller,
  userId: string,
): Promise<RecoveryEmail> {
  const accountId = await recoverableAccount(ctx, caller, userId);
  const email = accountId ? await accountEmail(ctx.db, accountId) : undefined;
  if (email === undefined || !accountId) return { email: null, pending_email: null, available: false };
  return { email, pending_email: await pendingEmail(ctx.db, accountId), available: true };
}

/**
 * Asks to change (or remove) the recovery address, with the account's password: a stolen access token
 * alone cannot send the account's reset links elsewhere. The new address is mailed a confirmation link
 * and the old one a notice with an undo link (auth/email-change.ts), both after the answer.
 */
export async function updateRecoveryEmail(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  body: { email: string | null; current_password: string },
  from: { ip: string; outbox: Outbox },
): Promise<RecoveryEmail> {
  const accountId = await recoverableAccount(ctx, caller, userId);
  if (!accountId) throw new Invalid(RECOVERY_UNAVAILABLE);
  const account = await checkCurrentPassword(ctx.db, accountId, body.current_password, from.ip);
  if (!account.ok) {
    if (account.retryAfterSeconds) throw new TooManyRequests(account.error, account.retryAfterSeconds);
    throw new Invalid(account.error);
  }
  const change = { accountId, username: account.username, oldEmail: account.email, newEmail: body.email };
  const result = await changeRecoveryEmail(ctx.db, change, {
    publicUrl: ctx.config.publicUrl,
    outbox: from.outbox,
  });
  if (!result.ok) throw new TooManyRequests(result.error, result.retryAfterSeconds);
  return { email: result.email, pending_email: result.pendingEmail, available: true };
}
