import {
  BETA_VIDEO_DUPLICATE,
  type BetaVideo,
  type BetaVideoBody,
  BETA_VIDEO_NOT_FOUND,
} from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { betaVideoAccess } from '../../access/beta-video-access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import type { AppContext } from '../../context.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toBetaVideo } from '../climbs/public.ts';
import { deleteBetaVideoRow, findBetaVideoByUrl, insertBetaVideo } from './beta-videos.queries.ts';

/**
 * Adds a beta video to a climb the caller can see. The same link again by its author answers the stored
 * video (`added: false`: PUT is idempotent); another climber's video of that link is refused.
 */
export async function addBetaVideo(
  ctx: AppContext,
  caller: Caller,
  climbId: string,
  body: z.output<typeof BetaVideoBody>,
): Promise<{ video: BetaVideo; added: boolean }> {
  const { userId } = await requireAccess(ctx, caller, climbAccess.add_beta_video, climbId);
  const row = await inTransaction(ctx.db, (tx) =>
    insertBetaVideo(tx, {
      climbId,
      userId,
      url: body.url,
      description: body.description,
    }),
  );
  if (row) return { video: toBetaVideo(caller, row), added: true };
  const stored = await findBetaVideoByUrl(ctx.db, climbId, body.url);
  if (stored?.userId !== userId) throw new Conflict(BETA_VIDEO_DUPLICATE);
  return { video: toBetaVideo(caller, stored), added: false };
}

/** Removes a beta video (its author); 404 when the video is not on that climb. */
export async function deleteBetaVideo(
  ctx: AppContext,
  caller: Caller,
  ids: { climbId: string; videoId: string },
) {
  const { climbId } = await requireAccess(ctx, caller, betaVideoAccess.delete, ids.videoId);
  if (climbId !== ids.climbId) throw new NotFound(BETA_VIDEO_NOT_FOUND);
  await inTransaction(ctx.db, (tx) => deleteBetaVideoRow(tx, ids.videoId));
  return null;
}
