import { COMMENT_NOT_FOUND, REPLY_NOT_FOUND } from '@spraybook/contract';
import type { Comment, CommentBody, Reply } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { commentAccess } from '../../access/comment-access.ts';
import { replyAccess } from '../../access/reply-access.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toReply } from './comments.mapper.ts';
import {
  deleteCommentRow,
  deleteReplyRow,
  editComment,
  editReply,
  insertComment,
  insertReply,
} from './comments.queries.ts';
import { commentAnswer } from './comments.service.ts';

/**
 * Who comments and on which wall, once the caller may comment on `related_id`: the check of the named kind
 * also proves it is a wall or a climb as `related_type` says, and hands over the row it read.
 */
async function commentTarget(ctx: AppContext, caller: Caller, body: z.output<typeof CommentBody>) {
  if (body.related_type === 'climb') {
    const climb = await requireAccess(ctx, caller, climbAccess.comment, body.related_id);
    return { userId: climb.userId, wallId: climb.row.wallId };
  }
  const wall = await requireAccess(ctx, caller, wallAccess.comment, body.related_id);
  return { userId: wall.userId, wallId: wall.row.id };
}

/** Comments on a wall or a climb the caller can see. */
export async function createComment(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof CommentBody>,
): Promise<Comment> {
  const { userId, wallId } = await commentTarget(ctx, caller, body);
  const id = await inTransaction(ctx.db, (tx) =>
    insertComment(tx, {
      wallId,
      climbId: body.related_type === 'climb' ? body.related_id : null,
      userId,
      comment: body.comment,
    }),
  );
  return commentAnswer(ctx, caller, id);
}

export async function updateComment(ctx: AppContext, caller: Caller, id: string, comment: string) {
  await requireAccess(ctx, caller, commentAccess.update, id);
  if (!(await inTransaction(ctx.db, (tx) => editComment(tx, id, comment))))
    throw new NotFound(COMMENT_NOT_FOUND);
  return commentAnswer(ctx, caller, id);
}

/** Removes a comment with its replies (the database cascades). */
export async function deleteComment(ctx: AppContext, caller: Caller, id: string) {
  await requireAccess(ctx, caller, commentAccess.delete, id);
  await inTransaction(ctx.db, (tx) => deleteCommentRow(tx, id));
  return null;
}

/** Replies to a comment the caller can read; the thread's last activity moves up (a trigger keeps it). */
export async function createReply(
  ctx: AppContext,
  caller: Caller,
  commentId: string,
  reply: string,
): Promise<Reply> {
  const { userId } = await requireAccess(ctx, caller, commentAccess.reply, commentId);
  return toReply(caller, await inTransaction(ctx.db, (tx) => insertReply(tx, { commentId, userId, reply })));
}

/** The reply `replyId` of comment `commentId`, after the caller passed `action` on it. */
async function authorsReply(
  ctx: AppContext,
  caller: Caller,
  action: typeof replyAccess.update | typeof replyAccess.delete,
  ids: { commentId: string; replyId: string },
) {
  const { commentId } = await requireAccess(ctx, caller, action, ids.replyId);
  if (commentId !== ids.commentId) throw new NotFound(REPLY_NOT_FOUND);
}

export async function updateReply(
  ctx: AppContext,
  caller: Caller,
  ids: { commentId: string; replyId: string },
  reply: string,
): Promise<Reply> {
  await authorsReply(ctx, caller, replyAccess.update, ids);
  const row = await inTransaction(ctx.db, (tx) => editReply(tx, ids.replyId, reply));
  if (!row) throw new NotFound(REPLY_NOT_FOUND);
  return toReply(caller, row);
}

export async function deleteReply(
  ctx: AppContext,
  caller: Caller,
  ids: { commentId: string; replyId: string },
) {
  await authorsReply(ctx, caller, replyAccess.delete, ids);
  await inTransaction(ctx.db, (tx) => deleteReplyRow(tx, ids.replyId));
  return null;
}
