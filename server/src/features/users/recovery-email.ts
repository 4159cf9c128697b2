import { RECOVERY_UNAVAILABLE, USER_NOT_FOUND, type RecoveryEmail } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId } from '../../auth/accounts.ts';
import { accountEmail, setAccountEmail } from '../../auth/recovery.ts';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
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
  return email === undefined ? { email: null, available: false } : { email, available: true };
}

export async function updateRecoveryEmail(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  email: string | null,
): Promise<RecoveryEmail> {
  const accountId = await recoverableAccount(ctx, caller, userId);
  if (!accountId || !(await setAccountEmail(ctx.db, accountId, email)))
    throw new Invalid(RECOVERY_UNAVAILABLE);
  return { email, available: true };
}
