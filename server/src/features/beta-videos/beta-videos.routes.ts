import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addBetaVideo, deleteBetaVideo } from './beta-video-commands.ts';

export async function betaVideosRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.addBetaVideo, async ({ caller, params, body, reply }) => {
    const { video, added } = await addBetaVideo(ctx, caller, params.id, body);
    if (!added) reply.status(200); // the caller's own video, already there: PUT is idempotent
    return video;
  });
  route(app, endpoints.deleteBetaVideo, ({ caller, params }) =>
    deleteBetaVideo(ctx, caller, { climbId: params.id, videoId: params.videoId }),
  );
}
