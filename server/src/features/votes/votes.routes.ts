import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addTag, unvoteTag, voteTag } from './tag-commands.ts';
import { castVote, changeVote } from './vote-commands.ts';

export async function votesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
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
}
