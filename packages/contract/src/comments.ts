import { z } from 'zod';
import { queryParameters } from './query.ts';
import { COMMENT_EMPTY, COMMENT_MAX, COMMENTS_LIMIT_MAX, COMMENTS_PAGE_SIZE, INT4_MAX } from './limits.ts';
import { text } from './text.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';
import { queryWholeNumber } from './whole-number.ts';

export const RelatedType = z.enum(['wall', 'climb']);
export type RelatedType = z.infer<typeof RelatedType>;

/** A comment's or reply's text: trimmed, not empty. */
const CommentText = text(COMMENT_EMPTY)
  .trim()
  .min(1, COMMENT_EMPTY)
  .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters`);

export const Reply = z
  .object({
    id: z.uuid(),
    comment_id: z.uuid(),
    user_id: UserId,
    reply: z.string(),
    created: timestamp(),
    last_edited: timestamp().nullable(),
    is_editable: z.boolean().describe('Whether the caller may edit or remove it (its author)'),
  })
  .meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;

export const Comment = z
  .object({
    id: z.uuid(),
    comment: z.string(),
    related_id: z.uuid().describe('The wall or climb commented on'),
    related_type: RelatedType,
    all_related_ids: z.array(z.uuid()).describe('The wall id, then the climb id on a climb'),
    related_name: z.string().describe("The climb's name on a climb, the wall's on a wall"),
    user_id: UserId,
    created: timestamp(),
    last_edited: timestamp().nullable(),
    last_activity: timestamp().describe('The newest of the comment and its replies'),
    replies: z.array(Reply).describe('Oldest first'),
    is_editable: z.boolean().describe('Whether the caller may edit or remove it (its author)'),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

export const CommentsQuery = queryParameters({
  related_id: z.uuid('The id is not valid.').describe("A wall's id lists its climbs' comments too"),
  limit: queryWholeNumber('limit', 1, COMMENTS_LIMIT_MAX).default(COMMENTS_PAGE_SIZE),
  offset: queryWholeNumber('offset', 0, INT4_MAX).default(0),
});

export const CommentsPage = z
  .object({ comments: z.array(Comment), total: z.number().int() })
  .meta({ id: 'CommentsPage' });
export type CommentsPage = z.infer<typeof CommentsPage>;

/** The spec's body also carries all_related_ids and times; the server works those out itself. */
export const CommentBody = z
  .object({ comment: CommentText, related_id: z.uuid('The id is not valid.'), related_type: RelatedType })
  .meta({ id: 'CommentBody' });
export type CommentBody = z.input<typeof CommentBody>;

export const CommentEditBody = z.object({ comment: CommentText }).meta({ id: 'CommentEditBody' });
export type CommentEditBody = z.input<typeof CommentEditBody>;

export const ReplyBody = z.object({ reply: CommentText }).meta({ id: 'ReplyBody' });
export type ReplyBody = z.input<typeof ReplyBody>;
