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
  route(app, endpoints.listComments, ({ caller, query }) => listComments(ctx, caller, query));
  route(app, endpoints.createComment, ({ caller, body }) => createComment(ctx, caller, body));
  route(app, endpoints.updateComment, ({ caller, params, body }) =>
    updateComment(ctx, caller, params.id, body.comment),
  );
  route(app, endpoints.deleteComment, ({ caller, params }) => deleteComment(ctx, caller, params.id));
  route(app, endpoints.createReply, ({ caller, params, body }) =>
    createReply(ctx, caller, params.id, body.reply),
  );
  route(app, endpoints.updateReply, ({ caller, params, body }) =>
    updateReply(ctx, caller, { commentId: params.id, replyId: params.replyId }, body.reply),
  );
  route(app, endpoints.deleteReply, ({ caller, params }) =>
    deleteReply(ctx, caller, { commentId: params.id, replyId: params.replyId }),
  );
}
