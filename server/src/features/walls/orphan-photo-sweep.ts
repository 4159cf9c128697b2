import type { AppContext } from '../../context.ts';
import { sweepOrphanFolders } from '../../files/orphan-folders.ts';
import { referencedImagePrefixes } from './walls.queries.ts';

/** Deletes revision folders (`walls/<wallId>/<revisionId>/`) no revision row refers to (orphan-folders.ts). */
export function sweepOrphanWallPhotos(ctx: AppContext, graceMs: number, nowMs = Date.now()) {
  return sweepOrphanFolders(ctx.storage, {
    root: 'walls',
    graceMs,
    nowMs,
    referenced: (folders) => referencedImagePrefixes(ctx.db, folders),
  });
}
