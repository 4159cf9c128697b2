import type { Comment, Reply } from '@spraybook/contract';
import { commentFlags, replyFlags } from '../../access/authored-flags.ts';
import type { Caller } from '../../access/caller.ts';
import { shownClimbName, shownWallName } from '../../access/subject-names.ts';
import type { CommentRow, ReplyRow } from './comments.queries.ts';

export const toReply = (caller: Caller, row: ReplyRow): Reply => ({
  id: row.id,
  comment_id: row.commentId,
  user_id: row.userId,
  reply: row.reply,
  created: row.created,
  last_edited: row.lastEdited,
  ...replyFlags(caller, row),
});

export function toComment(caller: Caller, row: CommentRow, replies: readonly ReplyRow[]): Comment {
  const onClimb = row.climbId !== null;
  return {
    id: row.id,
    comment: row.comment,
    related_id: row.climbId ?? row.wallId,
    related_type: onClimb ? 'climb' : 'wall',
    all_related_ids: onClimb ? [row.wallId, row.climbId!] : [row.wallId],
    related_name: onClimb
      ? shownClimbName(row.climbName ?? '', row.climbReadable)
      : shownWallName(row.wallName, row.wallReadable),
    user_id: row.userId,
    created: row.created,
    last_edited: row.lastEdited,
    last_activity: row.lastActivity,
    replies: replies.filter((r) => r.commentId === row.id).map((r) => toReply(caller, r)),
    ...commentFlags(caller, row),
  };
}
