import { COMMENT_NOT_FOUND, REPLY_NOT_FOUND, SUBJECT_NOT_FOUND } from '@spraybook/contract';
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

/** Comments on a wall or a climb the caller can see. */
export async function createComment(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof CommentBody>,
): Promise<Comment> {
  const onClimb = body.related_type === 'climb';
  // The access check of the named kind also proves related_id is a wall or a climb as related_type says.
  const { userId } = await requireAccess(
    ctx,
    caller,
    onClimb ? climbAccess.comment : wallAccess.comment,
    body.related_id,
  );
  const subject = await subjectOf(ctx.db, body.related_id);
  if (!subject) throw new NotFound(SUBJECT_NOT_FOUND);
  const id = await insertComment(ctx.db, {
    wallId: subject.wallId,
    climbId: onClimb ? body.related_id : null,
    userId,
    comment: body.comment,
  });
  return commentAnswer(ctx, caller, id);
}

export async function updateComment(ctx: AppContext, caller: Caller, id: string, comment: string) {
  await requireAccess(ctx, caller, commentAccess.update, id);
  if (!(await editComment(ctx.db, id, comment))) throw new NotFound(COMMENT_NOT_FOUND);
  return commentAnswer(ctx, caller, id);
}

/** Removes a comment with its replies (the database cascades). */
export async function deleteComment(ctx: AppContext, caller: Caller, id: string) {
  await requireAccess(ctx, caller, commentAccess.delete, id);
  await deleteCommentRow(ctx.db, id);
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
  return toReply(caller, await insertReply(ctx.db, { commentId, userId, reply }));
}

/** The reply `replyId` of comment `commentId`, after the caller passed `action` on it. */
async function authorsReply(
  ctx: AppContext,
  caller: Caller,
  action: typeof replyAccess.update | typeof replyAccess.delete,
  ids: { commentId: string; replyId: string },
) {
  await requireAccess(ctx, caller, action, ids.replyId);
  if (!(await findReply(ctx.db, ids.commentId, ids.replyId))) throw new NotFound(REPLY_NOT_FOUND);
}

export async function updateReply(
  ctx: AppContext,
  caller: Caller,
  ids: { commentId: string; replyId: string },
  reply: string,
): Promise<Reply> {
  await authorsReply(ctx, caller, replyAccess.update, ids);
  const row = await editReply(ctx.db, ids.replyId, reply);
  if (!row) throw new NotFound(REPLY_NOT_FOUND);
  return toReply(caller, row);
}

export async function deleteReply(
  ctx: AppContext,
  caller: Caller,
  ids: { commentId: string; replyId: string },
) {
  await authorsReply(ctx, caller, replyAccess.delete, ids);
  await deleteReplyRow(ctx.db, ids.replyId);
  return null;
}
