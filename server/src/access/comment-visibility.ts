import { isNull, or, type SQL } from 'drizzle-orm';
import { comments } from '../db/schema/comments.ts';
import type { Caller } from './caller.ts';
import { climbsListedTo } from './climb-visibility.ts';

/**
 * The comments `comment.read` allows among those of a wall the caller may read, as SQL: the wall's
 * own, and those on climbs the caller may read (no one else's drafts). Joined with the comment's
 * climb (left join: wall comments have none).
 */
export function commentsListedTo(caller: Caller): SQL {
  return or(isNull(comments.climbId), climbsListedTo(caller))!;
}
