import { COMMENT_NOT_FOUND, SUBJECT_NOT_FOUND } from '@spraybook/contract';
import type { Comment, CommentsPage } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { commentsListedTo } from '../../access/comment-visibility.ts';
import { subjectsReadableTo } from '../../access/subject-names.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { toComment } from './comments.mapper.ts';
import { commentRows, findComment, replyRows, subjectOf } from './comments.queries.ts';

/** A comment with its replies as `caller` sees it, with no permission check: for commands after `requireAccess`. */
export async function commentAnswer(ctx: AppContext, caller: Caller, id: string): Promise<Comment> {
  const row = await findComment(ctx.db, id, subjectsReadableTo(caller));
  if (!row) throw new NotFound(COMMENT_NOT_FOUND);
  return toComment(caller, row, await replyRows(ctx.db, [id]));
}

/**
 * GET /comments: a climb's comments, or a wall's with those on its climbs (the wall's Recent
 * comments), as far as the caller may read them; the newest activity first.
 */
export async function listComments(
  ctx: AppContext,
  caller: Caller,
  query: { related_id: string; limit: number; offset: number },
): Promise<CommentsPage> {
  const subject = await subjectOf(ctx.db, query.related_id);
  if (!subject) throw new NotFound(SUBJECT_NOT_FOUND);
  await requireAccess(
    ctx,
    caller,
    subject.type === 'climb' ? climbAccess.read : wallAccess.read,
    query.related_id,
  );
  const { rows, total } = await commentRows(ctx.db, {
    subject: subject.type === 'climb' ? { climbId: query.related_id } : { wallId: query.related_id },
    listed: commentsListedTo(caller),
    readable: subjectsReadableTo(caller),
    limit: query.limit,
    offset: query.offset,
  });
  const replies = await replyRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { comments: rows.map((row) => toComment(caller, row, replies)), total };
}
