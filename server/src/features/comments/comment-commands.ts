import { COMMENT_NOT_FOUND, REPLY_NOT_FOUND, SUBJECT_NOT_FOUND } from '@spraybook/contract';
import type { Comment, CommentBody, Reply } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { resolveCaller, type Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { toReply } from './comments.mapper.ts';
import {
  deleteCommentRow,
  deleteReplyRow,
  editComment,
  editReply,
  findReply,
  insertComment,
  insertReply,
  subjectOf,
} from './comments.queries.ts';
import { commentAnswer } from './comments.service.ts';

/** The caller after `requireAccess` let them write: always a registered user. */
function writer(caller: Caller) {
  if (caller.state !== 'registered') throw new Error('requireAccess lets only registered callers write');
  return caller.userId;
}

/** Comments on a wall or a climb the caller can see. */
export async function createComment(
  ctx: AppContext,
  identity: AuthIdentity,
  body: z.output<typeof CommentBody>,
): Promise<Comment> {
  const caller = await resolveCaller(ctx, identity);
  const onClimb = body.related_type === 'climb';
  // The access check of the named kind also proves related_id is a wall or a climb as related_type says.
  await requireAccess(ctx, caller, onClimb ? 'climb.comment' : 'wall.comment', body.related_id);
  const subject = await subjectOf(ctx.db, body.related_id);
  if (!subject) throw new NotFound(SUBJECT_NOT_FOUND);
  const id = await insertComment(ctx.db, {
    wallId: subject.wallId,
    climbId: onClimb ? body.related_id : null,
    userId: writer(caller),
    comment: body.comment,
  });
  return commentAnswer(ctx, caller, id);
}

export async function updateComment(ctx: AppContext, identity: AuthIdentity, id: string, comment: string) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'comment.update', id);
  if (!(await editComment(ctx.db, id, comment))) throw new NotFound(COMMENT_NOT_FOUND);
  return commentAnswer(ctx, caller, id);
}

/** Removes a comment with its replies (the database cascades). */
export async function deleteComment(ctx: AppContext, identity: AuthIdentity, id: string) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'comment.delete', id);
  await deleteCommentRow(ctx.db, id);
  return null;
}

/** Replies to a comment the caller can read; the thread's last activity moves up (a trigger keeps it). */
export async function createReply(
  ctx: AppContext,
  identity: AuthIdentity,
  commentId: string,
  reply: string,
): Promise<Reply> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'comment.reply', commentId);
  return toReply(caller, await insertReply(ctx.db, { commentId, userId: writer(caller), reply }));
}

/** The reply `replyId` of comment `commentId`, after the caller passed `action` on it. */
async function authorsReply(
  ctx: AppContext,
  caller: Caller,
  action: 'reply.update' | 'reply.delete',
  ids: { commentId: string; replyId: string },
) {
  await requireAccess(ctx, caller, action, ids.replyId);
  if (!(await findReply(ctx.db, ids.commentId, ids.replyId))) throw new NotFound(REPLY_NOT_FOUND);
}

export async function updateReply(
  ctx: AppContext,
  identity: AuthIdentity,
  ids: { commentId: string; replyId: string },
  reply: string,
): Promise<Reply> {
  const caller = await resolveCaller(ctx, identity);
  await authorsReply(ctx, caller, 'reply.update', ids);
  const row = await editReply(ctx.db, ids.replyId, reply);
  if (!row) throw new NotFound(REPLY_NOT_FOUND);
  return toReply(caller, row);
}

export async function deleteReply(
  ctx: AppContext,
  identity: AuthIdentity,
  ids: { commentId: string; replyId: string },
) {
  await authorsReply(ctx, await resolveCaller(ctx, identity), 'reply.delete', ids);
  await deleteReplyRow(ctx.db, ids.replyId);
  return null;
}
