import type { Db, Tx } from '../db/client.ts';
import { folderPrefix, type FileStorage } from '../storage/storage.ts';
import {
  deletePendingDeletion,
  insertPendingDeletion,
  pendingDeletions,
} from './pending-deletions.queries.ts';

/**
 * Records that the folder `prefix` is to be deleted. Call it inside the transaction that removes the
 * rows referring to the folder: the record commits with them, so no crash can forget the files.
 * Returns the record's id for `deletePendingFiles` after the commit.
 */
export function recordPendingDeletion(tx: Tx, prefix: string) {
  return insertPendingDeletion(tx, folderPrefix(prefix));
}

/**
 * Deletes the recorded folders (those of `ids`, or all), each record only once its files are gone, so
 * a failure or a crash leaves it for the next run. Deleting a folder twice is harmless. Returns how
 * many folders were deleted.
 */
export async function deletePendingFiles(db: Db, storage: FileStorage, ids?: string[]) {
  let deleted = 0;
  for (const { id, prefix } of await pendingDeletions(db, ids)) {
    await storage.deletePrefix(prefix);
    await deletePendingDeletion(db, id);
    deleted++;
  }
  return deleted;
}
