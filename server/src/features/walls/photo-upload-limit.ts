import { tooManyUploads } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { TooManyRequests } from '../../http/errors.ts';
import { formatWait } from '../../lib/format-wait.ts';
import { forgetUpload, pruneUploads, recentUploads, recordUpload } from './photo-upload-limit.queries.ts';

const WINDOW_SECONDS = 3600;

/**
 * Counts a photo upload of `userId` before it is processed (each costs seconds of CPU and hundreds of
 * MB), then checks the hourly limit, so parallel uploads see each other. A refused upload is not counted.
 */
export async function reservePhotoUpload(ctx: AppContext, userId: string) {
  const id = await recordUpload(ctx.db, userId);
  const { uploads, sinceOldest } = await recentUploads(ctx.db, userId, WINDOW_SECONDS);
  if (uploads <= ctx.config.uploadsPerHour) {
    await pruneUploads(ctx.db, WINDOW_SECONDS);
    return;
  }
  await forgetUpload(ctx.db, id);
  const waitSeconds = Math.max(1, Math.ceil(WINDOW_SECONDS - sinceOldest));
  throw new TooManyRequests(tooManyUploads(formatWait(waitSeconds)), waitSeconds);
}
