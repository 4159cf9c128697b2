import { USER_NOT_FOUND } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deletePendingFiles, recordPendingDeletion } from '../../files/pending-deletions.ts';
import { NotFound } from '../../http/errors.ts';
import { storeProfilePicture } from './profile-picture-store.ts';
import { replaceProfilePictureKey } from './users.queries.ts';
import { getUser } from './users.service.ts';

/**
 * Sets the caller's profile picture: processed and stored first, then the row points at it and the
 * old picture's deletion is recorded in the same transaction (done after the commit). If the row
 * write fails, the new files go again; a crash in between leaves files the storage never serves.
 */
export async function setProfilePicture(ctx: AppContext, caller: Caller, userId: string, base64: string) {
  await requireAccess(ctx, caller, userAccess.change_picture, userId);
  const key = await storeProfilePicture(ctx, userId, base64);
  let pending: string[];
  try {
    pending = await inTransaction(ctx.db, async (tx) => {
      const old = await replaceProfilePictureKey(tx, userId, key);
      if (old === undefined) throw new NotFound(USER_NOT_FOUND);
      return old ? [await recordPendingDeletion(tx, `${old}/`)] : [];
    });
  } catch (error) {
    await ctx.storage.deletePrefix(`${key}/`).catch(() => undefined);
    throw error;
  }
  if (pending.length) await deletePendingFiles(ctx.db, ctx.storage, pending);
  return getUser(ctx, caller, userId);
}
