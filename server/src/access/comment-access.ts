import { COMMENT_NOT_FOUND, NOT_COMMENT_AUTHOR } from '@spraybook/contract';
import { commentFacts } from './access.queries.ts';
import { authorOnly, authorRoleOf, readerOf, type AuthorRole } from './authored.ts';
import { climbAccess } from './climb-access.ts';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';
import { wallAccess } from './wall-access.ts';

export interface CommentFacts {
  /** Whether the caller may read the wall or climb commented on. */
  subjectReadable: boolean;
}

const seen = (_: unknown, comment: CommentFacts) => comment.subjectReadable;

/**
 * Comments: read by whoever reads the wall or climb they are on (`wall.comment` and `climb.comment`
 * add them), answered by anyone who reads them, changed by their author.
 */
export const commentAccess = defineKind<AuthorRole, CommentFacts>()({
  notFound: COMMENT_NOT_FOUND,
  async lookup(db, userId, commentId) {
    const comment = await commentFacts(db, commentId);
    if (!comment) return null;
    const reader = readerOf(userId);
    const subject = comment.climbId
      ? await climbAccess.check(db, reader, 'read', comment.climbId)
      : await wallAccess.check(db, reader, 'read', comment.wallId);
    return { role: authorRoleOf(userId, comment.userId), facts: { subjectReadable: subject === 'allow' } };
  },
  reads: { read: (role, comment): Decision => (seen(role, comment) ? 'allow' : 'not_found') },
  writes: {
    reply: (role, comment) => (seen(role, comment) ? 'allow' : 'not_found'),
    update: authorOnly(seen),
    delete: authorOnly(seen),
  },
  forbidden: { update: NOT_COMMENT_AUTHOR, delete: NOT_COMMENT_AUTHOR },
});
