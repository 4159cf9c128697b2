import type { AccountDeletionPreview } from '@spraybook/contract';
import type { AccountPart } from '../../account-data/account-part.ts';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId, deleteAccountWithSessions } from '../../auth/accounts.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deletePendingFiles, recordPendingDeletion } from '../../files/pending-deletions.ts';
import {
  anonymiseUserRow,
  deleteKeptAnswers,
  deleteWallRow,
  handOverWall,
  lockUserRow,
  revokeSubject,
} from './account-deletion.queries.ts';
import { ownedWallFates } from './owned-wall-fates.ts';
import { profilePicturePrefix } from './profile-picture-store.ts';

/**
 * Deletes the caller's account (docs/decisions/0135-deleting-an-account.md): their identity and personal
 * data go, what they gave the community stays under 'Deleted user'. Walls they own pass to their
 * longest-standing admin, stay without an owner for the climbers whose climbs or ticks are on them, or
 * are deleted with their photos (`ownedWallFates`). One transaction; the files of deleted walls and of
 * the picture are recorded in it and deleted after the commit (or at the next start). `parts`: the features'
 * account parts, which app.ts hands in.
 */
export async function deleteAccount(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  parts: readonly AccountPart[],
) {
  await requireAccess(ctx, caller, userAccess.delete, userId);
  const pending = await inTransaction(ctx.db, async (tx) => {
    const row = await lockUserRow(tx, userId);
    // A second request of the same deletion waited on the lock: the first did it all.
    if (!row || row.deleted) return [];
    const folders = [profilePicturePrefix(userId)];
    for (const wall of await ownedWallFates(tx, userId)) {
      if (wall.heir) await handOverWall(tx, wall.id, wall.heir.id);
      else if (wall.fate === 'deleted') {
        await deleteWallRow(tx, wall.id);
        folders.push(`walls/${wall.id}/`);
      }
      // kept_without_owner: the row keeps its owner, now 'Deleted user', which makes it orphaned.
    }
    // What only concerns the person, each feature its own rows: favourites, to-do, memberships of walls,
    // private lists, private ticks, unpublished drafts, follows, notifications and write-limit bookkeeping.
    for (const part of parts) await part.deletePersonalRows?.(tx, userId);
    await anonymiseUserRow(tx, userId);
    await revokeSubject(tx, row.subject);
    const accountId = builtInAccountId(ctx.config, row.subject);
    if (accountId) await deleteAccountWithSessions(tx, accountId);
    // One statement at a time in a transaction (db/queries-on.ts).
    const pending = [];
    for (const prefix of folders) pending.push(await recordPendingDeletion(tx, prefix));
    return pending;
  });
  await deleteKeptAnswers(ctx.db, userId);
  if (pending.length) await deletePendingFiles(ctx.db, ctx.storage, pending);
}

/** What deleting the caller's account would do with each wall they own, for the dialog to say first. */
export async function accountDeletionPreview(
  ctx: AppContext,
  caller: Caller,
  userId: string,
): Promise<AccountDeletionPreview> {
  await requireAccess(ctx, caller, userAccess.delete, userId);
  return { walls: await ownedWallFates(ctx.db, userId) };
}
