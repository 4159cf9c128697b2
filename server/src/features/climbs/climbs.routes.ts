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
  route(app, endpoints.getClimb, ({ identity, params }) => getClimb(ctx, identity, params.id));
  route(app, endpoints.createClimb, ({ identity, body }) => createClimb(ctx, identity, body));
  route(app, endpoints.updateClimb, ({ identity, params, body }) =>
    updateClimb(ctx, identity, params.id, body),
  );
  route(app, endpoints.deleteClimb, ({ identity, params }) => deleteClimb(ctx, identity, params.id));
  route(app, endpoints.listWallClimbs, ({ identity, params, query }) =>
    listWallClimbs(ctx, identity, params.id, query),
  );
  route(app, endpoints.getClimbNeighbours, ({ identity, params, query }) =>
    climbNeighbours(ctx, identity, { wallId: params.id, climbId: params.climbId }, query),
  );
  route(app, endpoints.createGradeVote, ({ identity, params, body }) =>
    castVote(ctx, identity, 'grade', params.id, body),
  );
  route(app, endpoints.updateGradeVote, ({ identity, params, body }) =>
    changeVote(ctx, identity, 'grade', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.createRatingVote, ({ identity, params, body }) =>
    castVote(ctx, identity, 'rating', params.id, body),
  );
  route(app, endpoints.updateRatingVote, ({ identity, params, body }) =>
    changeVote(ctx, identity, 'rating', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.createBrokenVote, ({ identity, params, body }) =>
    castVote(ctx, identity, 'broken', params.id, body),
  );
  route(app, endpoints.updateBrokenVote, ({ identity, params, body }) =>
    changeVote(ctx, identity, 'broken', { climbId: params.id, voteId: params.voteId }, body),
  );
  route(app, endpoints.addClimbTag, ({ identity, params, body }) =>
    addTag(ctx, identity, params.id, body.name),
  );
  route(app, endpoints.voteClimbTag, ({ identity, params, query }) =>
    voteTag(ctx, identity, { climbId: params.id, tagId: params.tagId }, query.score as 1 | -1),
  );
  route(app, endpoints.unvoteClimbTag, ({ identity, params }) =>
    unvoteTag(ctx, identity, { climbId: params.id, tagId: params.tagId }),
  );
  route(app, endpoints.addBetaVideo, async ({ identity, params, body, reply }) => {
    const { video, added } = await addBetaVideo(ctx, identity, params.id, body);
    if (!added) reply.status(200); // the caller's own video, already there: PUT is idempotent
    return video;
  });
  route(app, endpoints.deleteBetaVideo, ({ identity, params }) =>
    deleteBetaVideo(ctx, identity, { climbId: params.id, videoId: params.videoId }),
  );
  route(app, endpoints.getGradeHistogram, ({ identity, params, query }) =>
    wallGradeHistogram(ctx, identity, params.id, query.grade_system),
  );
  route(app, endpoints.getWallSetters, ({ identity, params }) => wallSetters(ctx, identity, params.id));
  route(app, endpoints.findSimilarClimbs, ({ identity, params, body }) =>
    similarClimbs(ctx, identity, params.id, body),
  );
}
