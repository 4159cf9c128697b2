import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  createComment,
  createReply,
  deleteComment,
  deleteReply,
  updateComment,
  updateReply,
} from './comment-commands.ts';
import { listComments } from './comments.service.ts';

export async function commentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listComments, ({ identity, query }) => listComments(ctx, identity, query));
  route(app, endpoints.createComment, ({ identity, body }) => createComment(ctx, identity, body));
  route(app, endpoints.updateComment, ({ identity, params, body }) =>
    updateComment(ctx, identity, params.id, body.comment),
  );
  route(app, endpoints.deleteComment, ({ identity, params }) => deleteComment(ctx, identity, params.id));
  route(app, endpoints.createReply, ({ identity, params, body }) =>
    createReply(ctx, identity, params.id, body.reply),
  );
  route(app, endpoints.updateReply, ({ identity, params, body }) =>
    updateReply(ctx, identity, { commentId: params.id, replyId: params.replyId }, body.reply),
  );
  route(app, endpoints.deleteReply, ({ identity, params }) =>
    deleteReply(ctx, identity, { commentId: params.id, replyId: params.replyId }),
  );
}
