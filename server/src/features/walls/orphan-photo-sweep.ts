import type { AppContext } from '../../context.ts';
import { referencedImagePrefixes } from './walls.queries.ts';

/**
 * Deletes revision folders (`walls/<wallId>/<revisionId>/`) that no revision row refers to and that
 * nothing wrote to for `graceMs`: photos stored by an upload whose transaction never committed (a
 * crash, a lost connection). The grace spares uploads in progress, which store before they commit.
 * Returns how many folders were deleted.
 */
export async function sweepOrphanWallPhotos(ctx: AppContext, graceMs: number, nowMs = Date.now()) {
  const newest = new Map<string, number>();
  for await (const file of ctx.storage.list('walls')) {
    const segments = file.key.split('/');
    // Only files inside a revision folder are the app's; anything else is left alone.
    if (segments.length < 4) continue;
    const folder = segments.slice(0, 3).join('/');
    newest.set(folder, Math.max(newest.get(folder) ?? 0, file.modified.getTime()));
  }
  const settled = [...newest].filter(([, modified]) => nowMs - modified >= graceMs).map(([folder]) => folder);
  const referenced = await referencedImagePrefixes(ctx.db, settled);
  const orphans = settled.filter((folder) => !referenced.has(folder));
  for (const folder of orphans) await ctx.storage.deletePrefix(`${folder}/`);
  return orphans.length;
}
