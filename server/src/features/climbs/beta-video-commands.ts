import { BETA_VIDEO_DUPLICATE, type BetaVideo, type BetaVideoBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { BETA_VIDEO_NOT_FOUND, betaVideoAccess } from '../../access/beta-video-access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import type { AppContext } from '../../context.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { toBetaVideo } from './beta-videos.mapper.ts';
import { deleteBetaVideoRow, findBetaVideo, insertBetaVideo } from './beta-videos.queries.ts';

/** Adds a beta video to a climb the caller can see; a link already on the climb is refused. */
export async function addBetaVideo(
  ctx: AppContext,
  caller: Caller,
  climbId: string,
  body: z.output<typeof BetaVideoBody>,
): Promise<BetaVideo> {
  const { userId } = await requireAccess(ctx, caller, climbAccess.add_beta_video, climbId);
  const row = await insertBetaVideo(ctx.db, {
    climbId,
    userId,
    url: body.url,
    description: body.description,
  });
  if (!row) throw new Conflict(BETA_VIDEO_DUPLICATE);
  return toBetaVideo(caller, row);
}

/** Removes a beta video (its author); 404 when the video is not on that climb. */
export async function deleteBetaVideo(
  ctx: AppContext,
  caller: Caller,
  ids: { climbId: string; videoId: string },
) {
  await requireAccess(ctx, caller, betaVideoAccess.delete, ids.videoId);
  if (!(await findBetaVideo(ctx.db, ids.climbId, ids.videoId))) throw new NotFound(BETA_VIDEO_NOT_FOUND);
  await deleteBetaVideoRow(ctx.db, ids.videoId);
  return null;
}
