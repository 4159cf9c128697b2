import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId, deleteAccountWithSessions } from '../../auth/accounts.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deletePendingFiles, recordPendingDeletion } from '../../files/pending-deletions.ts';
import {
  anonymiseUserRow,
  deletePersonalRows,
  deleteWallRow,
  handOverWall,
  lockUserRow,
  longestStandingAdmin,
  ownedWallIds,
  revokeSubject,
} from './account-deletion.queries.ts';
import { profilePicturePrefix } from './profile-picture-store.ts';

/**
 * Deletes the caller's account (docs/decisions.md, "Deleting an account"): their identity and personal
 * data go, what they gave the community stays under 'Deleted user'. Walls they own pass to their
 * longest-standing admin, or are deleted with their photos. One transaction; the files of deleted walls
 * and of the picture are recorded in it and deleted after the commit (or at the next start).
 */
export async function deleteAccount(ctx: AppContext, caller: Caller, userId: string) {
  await requireAccess(ctx, caller, userAccess.delete, userId);
  const pending = await inTransaction(ctx.db, async (tx) => {
    const row = await lockUserRow(tx, userId);
    // A second request of the same deletion waited on the lock: the first did it all.
    if (!row || row.deleted) return [];
    const folders = [profilePicturePrefix(userId)];
    for (const wallId of await ownedWallIds(tx, userId)) {
      const heir = await longestStandingAdmin(tx, wallId);
      if (heir) await handOverWall(tx, wallId, heir);
      else {
        await deleteWallRow(tx, wallId);
        folders.push(`walls/${wallId}/`);
      }
    }
    await deletePersonalRows(tx, userId);
    await anonymiseUserRow(tx, userId);
    await revokeSubject(tx, row.subject);
    const accountId = builtInAccountId(ctx.config, row.subject);
    if (accountId) await deleteAccountWithSessions(tx, accountId);
    return Promise.all(folders.map((prefix) => recordPendingDeletion(tx, prefix)));
  });
  if (pending.length) await deletePendingFiles(ctx.db, ctx.storage, pending);
}
