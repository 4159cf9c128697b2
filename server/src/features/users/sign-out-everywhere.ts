import { USER_NOT_FOUND } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId } from '../../auth/accounts.ts';
import { revokeSessions } from '../../auth/revocation.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFound } from '../../http/errors.ts';
import { deleteSubscriptionsOf } from '../notifications/public.ts';
import { findUserById } from './users.queries.ts';

/**
 * 'Sign out of all devices': every access token of the account issued until now answers 401 and, with
 * the built-in sign-in, every session and refresh token ends. With an external issuer its own sessions
 * stay (that is the issuer's to end), but the API refuses the tokens it had issued until now.
 */
export async function signOutEverywhere(ctx: AppContext, caller: Caller, userId: string) {
  await requireAccess(ctx, caller, userAccess.sign_out_everywhere, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  await inTransaction(ctx.db, async (tx) => {
    await revokeSessions(tx, {
      subject: user.subject,
      accountId: builtInAccountId(ctx.config, user.subject),
    });
    // A device signed out is pushed to no more.
    await deleteSubscriptionsOf(tx, userId);
  });
}
