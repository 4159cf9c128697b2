import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { wallRevisions } from '../db/schema/walls.ts';
import type { FileStorage } from '../storage/storage.ts';
import { variantWidths, webpVariant } from './process-wall-photo.ts';

/** The widths a revision's photo should have that its row does not list (a width added since its upload). */
export function missingWidths(revision: { imageWidth: number; variantWidths: number[] }): number[] {
  return variantWidths(revision.imageWidth).filter((w) => !revision.variantWidths.includes(w));
}

/**
 * Gives every stored wall photo the variants today's uploads get (the 960-px one, for phones, came after
 * the first walls): reads each revision's original, writes the missing WebP files, then lists them on the
 * row, so a photo is never offered in a width that is not stored. Run again, it does nothing.
 */
export async function backfillWallVariants(
  db: Db,
  storage: FileStorage,
  log: (line: string) => void = () => {},
): Promise<{ revisions: number; files: number }> {
  const revisions = await db.select().from(wallRevisions);
  let done = 0;
  let files = 0;
  for (const revision of revisions) {
    const missing = missingWidths(revision);
    if (missing.length === 0) continue;
    const original = await storage.get(`${revision.imagePrefix}/original.jpg`);
    if (!original) {
      log(`revision ${revision.id}: no original.jpg in the store, left as it is`);
      continue;
    }
    for (const width of missing) {
      const variant = await webpVariant(original.data, width);
      await storage.put(`${revision.imagePrefix}/w${width}.webp`, variant.data, variant.contentType);
      files++;
    }
    await db
      .update(wallRevisions)
      .set({ variantWidths: [...revision.variantWidths, ...missing].sort((a, b) => a - b) })
      .where(eq(wallRevisions.id, revision.id));
    done++;
    log(`revision ${revision.id}: added ${missing.map((w) => `${w} px`).join(', ')}`);
  }
  return { revisions: done, files };
}
