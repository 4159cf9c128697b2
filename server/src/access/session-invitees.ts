import { INVITEE_CANNOT_READ } from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import { Forbidden } from '../http/errors.ts';
import { sessionAccess } from './session-access.ts';

/**
 * Throws 403 `INVITEE_CANNOT_READ` unless each of the registered climbers `userIds` may read session `sessionId`
 * now (`session.read` for each of them, as if they called): an invitation goes only to climbers the session would
 * show to (docs/decisions/0226). An open session is read by whoever reads its wall, so those refused are a private
 * wall's non-members. The list is bounded (SESSION_INVITES_MAX), so each is one check of the rule itself.
 */
export async function requireInviteesMayRead(db: Tx, sessionId: string, userIds: string[]) {
  for (const userId of userIds) {
    const { decision } = await sessionAccess.read.examine(db, { state: 'registered', userId }, sessionId);
    if (decision !== 'allow') throw new Forbidden(INVITEE_CANNOT_READ);
  }
}
