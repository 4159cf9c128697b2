import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addBetaVideo, deleteBetaVideo } from './beta-video-commands.ts';
import { createClimb, deleteClimb, updateClimb } from './climb-commands.ts';
import { addTag, unvoteTag, voteTag } from './tag-commands.ts';
import { castVote, changeVote } from './vote-commands.ts';
import {
  climbNeighbours,
  climbTagNames,
  getClimb,
  getGrade,
  listWallClimbs,
  similarClimbs,
  wallGradeHistogram,
  wallSetters,
} from './climbs.service.ts';

export async function climbsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getGrade, ({ params }) => getGrade(params.id));
  route(app, endpoints.getClimbTags, () => climbTagNames());
  route(app, endpoints.getClimb, ({ caller, params }) => getClimb(ctx, caller, params.id));
  route(app, endpoints.createClimb, ({ caller, body }) => createClimb(ctx, caller, body));
  route(app, endpoints.updateClimb, ({ caller, params, body }) => updateClimb(ctx, caller, params.id, body));
  route(app, endpoints.deleteClimb, ({ caller, params }) => deleteClimb(ctx, caller, params.id));
  route(app, endpoints.listWallClimbs, ({ caller, params, query }) =>
    listWallClimbs(ctx, caller, params.id, query),
  );
  route(app, endpoints.getClimbNeighbours, ({ caller, params, query }) =>
    climbNeighbours(ctx, caller, { wallId: params.id, climbId: params.climbId }, query),
  );
  route(app, endpoints.createGradeVote, ({ caller, params, body }) =>
    castVote(ctx, caller, 'grade', params.id, body),
  );
  route(app, endpoints.updateGradeVote, ({ caller, params, body }) =>
    changeVote(ctx, caller, 'grade', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.createRatingVote, ({ caller, params, body }) =>
    castVote(ctx, caller, 'rating', params.id, body),
  );
  route(app, endpoints.updateRatingVote, ({ caller, params, body }) =>
    changeVote(ctx, caller, 'rating', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.createBrokenVote, ({ caller, params, body }) =>
    castVote(ctx, caller, 'broken', params.id, body),
  );
  route(app, endpoints.updateBrokenVote, ({ caller, params, body }) =>
    changeVote(ctx, caller, 'broken', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.addClimbTag, ({ caller, params, body }) => addTag(ctx, caller, params.id, body.name));
  route(app, endpoints.voteClimbTag, ({ caller, params, query }) =>
    voteTag(ctx, caller, { climbId: params.id, tagId: params.tagId }, query.score as 1 | -1),
  );
  route(app, endpoints.unvoteClimbTag, ({ caller, params }) =>
    unvoteTag(ctx, caller, { climbId: params.id, tagId: params.tagId }),
  );
  route(app, endpoints.addBetaVideo, async ({ caller, params, body, reply }) => {
    const { video, added } = await addBetaVideo(ctx, caller, params.id, body);
    if (!added) reply.status(200); // the caller's own video, already there: PUT is idempotent
    return video;
  });
  route(app, endpoints.deleteBetaVideo, ({ caller, params }) =>
    deleteBetaVideo(ctx, caller, { climbId: params.id, videoId: params.videoId }),
  );
  route(app, endpoints.getGradeHistogram, ({ caller, params, query }) =>
    wallGradeHistogram(ctx, caller, params.id, query.grade_system, query.angle),
  );
  route(app, endpoints.getWallSetters, ({ caller, params }) => wallSetters(ctx, caller, params.id));
  route(app, endpoints.findSimilarClimbs, ({ caller, params, body }) =>
    similarClimbs(ctx, caller, params.id, body),
  );
}
