import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { pendingFileDeletions } from '../db/schema/files.ts';

export async function insertPendingDeletion(db: Tx, prefix: string) {
  const [row] = await db
    .insert(pendingFileDeletions)
    .values({ prefix })
    .returning({ id: pendingFileDeletions.id });
  return row!.id;
}

export async function pendingDeletions(db: Tx, ids?: string[]) {
  const query = db
    .select({ id: pendingFileDeletions.id, prefix: pendingFileDeletions.prefix })
    .from(pendingFileDeletions);
  return ids ? query.where(inArray(pendingFileDeletions.id, ids)) : query;
}

export async function deletePendingDeletion(db: Tx, id: string) {
  await db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, id));
}
