import type { AppContext } from '../../context.ts';
import { sweepOrphanFolders } from '../../files/orphan-folders.ts';
import { referencedPictureKeys } from './users.queries.ts';

/** Deletes picture folders (`users/<userId>/<pictureId>/`) no user row refers to (orphan-folders.ts). */
export function sweepOrphanProfilePictures(ctx: AppContext, graceMs: number, nowMs = Date.now()) {
  return sweepOrphanFolders(ctx.storage, {
    root: 'users',
    graceMs,
    nowMs,
    referenced: (folders) => referencedPictureKeys(ctx.db, folders),
  });
}
