import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deletePendingFiles, recordPendingDeletion } from '../../files/pending-deletions.ts';
import { processWallPhoto } from '../../images/process-wall-photo.ts';

/** A stored photo as a revision row records it. */
export interface StoredWallPhoto {
  revisionId: string;
  imagePrefix: string;
  imageWidth: number;
  imageHeight: number;
  variantWidths: number[];
}

const revisionPrefix = (wallId: string, revisionId: string) => `walls/${wallId}/${revisionId}`;

/** Processes a base64 JPEG (metadata stripped, WebP variants) and stores it under a new revision's folder. */
async function storeWallPhoto(ctx: AppContext, base64: string, wallId: string): Promise<StoredWallPhoto> {
  const revisionId = randomUUID();
  const imagePrefix = revisionPrefix(wallId, revisionId);
  try {
    const processed = await processWallPhoto(base64, {
      maxBytes: ctx.config.maxImageBytes,
      gate: ctx.imageGate,
    });
    await ctx.storage.put(
      `${imagePrefix}/original.jpg`,
      processed.original.data,
      processed.original.contentType,
    );
    await Promise.all(
      processed.variants.map((v) =>
        ctx.storage.put(`${imagePrefix}/w${v.width}.webp`, v.data, v.contentType),
      ),
    );
    return {
      revisionId,
      imagePrefix,
      imageWidth: processed.original.width,
      imageHeight: processed.original.height,
      variantWidths: processed.variants.map((v) => v.width),
    };
  } catch (err) {
    await removeFolder(ctx, imagePrefix);
    throw err;
  }
}

const removeFolder = (ctx: AppContext, prefix: string) =>
  ctx.storage.deletePrefix(`${prefix}/`).catch(() => undefined);

/**
 * Runs `write` after the photo (if any) is stored; if the database write fails the stored files are
 * removed again, so a failure leaves neither rows nor files behind. A crash in between leaves files
 * no row refers to: the orphan sweep (orphan-photo-sweep.ts) deletes them.
 */
export async function withStoredPhoto<T>(
  ctx: AppContext,
  base64: string | undefined,
  wallId: string,
  write: (photo: StoredWallPhoto | null) => Promise<T>,
): Promise<T> {
  if (!base64) return write(null);
  const photo = await storeWallPhoto(ctx, base64, wallId);
  try {
    return await write(photo);
  } catch (err) {
    await removeFolder(ctx, photo.imagePrefix);
    throw err;
  }
}

/**
 * Deletes a wall's rows with `deleteRows`, then its photos. The deletion of the photos is recorded in
 * the same transaction, so a crash after the commit leaves a record that the next start completes.
 */
export async function deleteWallWithPhotos(
  ctx: AppContext,
  wallId: string,
  deleteRows: (tx: Tx) => Promise<void>,
) {
  const pending = await inTransaction(ctx.db, async (tx) => {
    await deleteRows(tx);
    return recordPendingDeletion(tx, `walls/${wallId}/`);
  });
  await deletePendingFiles(ctx.db, ctx.storage, [pending]);
}
