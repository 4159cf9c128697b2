import { INVITEE_UNKNOWN, type SessionInvitations } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { sessionAccess } from '../../access/session-access.ts';
import { requireInviteesMayRead } from '../../access/session-invitees.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid } from '../../http/errors.ts';
import { countInvitableUsers, insertInvitations, pendingInvitations } from './session-invitations.queries.ts';

/**
 * Invites climbers to an open session (a member present, docs/decisions/0226): each must exist and may read the
 * session (`session.read` for them: a private wall's non-member may not). One invited already, or in the session,
 * is left as they are, so nobody is told twice; the rest are told by a notification. Answers who is invited now.
 */
export async function inviteToSession(
  ctx: AppContext,
  caller: Caller,
  id: string,
  userIds: string[],
): Promise<SessionInvitations> {
  const { userId } = await requireAccess(ctx, caller, sessionAccess.invite, id);
  const ids = [...new Set(userIds)];
  if ((await countInvitableUsers(ctx.db, ids)) !== ids.length) throw new Invalid(INVITEE_UNKNOWN);
  await requireInviteesMayRead(ctx.db, id, ids);
  await inTransaction(ctx.db, (tx) => insertInvitations(tx, id, userId, ids));
  return invitationsAnswer(ctx, id);
}

/** Who is invited to an open session and not in it now: for its members present, as inviting is. */
export async function getSessionInvitations(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<SessionInvitations> {
  await requireAccess(ctx, caller, sessionAccess.invite, id);
  return invitationsAnswer(ctx, id);
}

async function invitationsAnswer(ctx: AppContext, id: string): Promise<SessionInvitations> {
  const rows = await pendingInvitations(ctx.db, id);
  return {
    invitations: rows.map((r) => ({
      user_id: r.userId,
      display_name: r.displayName,
      invited_by: r.invitedBy,
      invited: r.created,
    })),
  };
}
