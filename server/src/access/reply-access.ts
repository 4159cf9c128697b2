import { NOT_REPLY_AUTHOR, REPLY_NOT_FOUND } from '@spraybook/contract';
import { replyFacts } from './access.queries.ts';
import { authorOnly, authorRoleOf, readerOf, type AuthorRole } from './authored.ts';
import { commentAccess } from './comment-access.ts';
import { defineKind } from './resource-kind.ts';

export interface ReplyFacts {
  /** Whether the caller may read the comment replied to (`comment.read`). */
  commentReadable: boolean;
}

/** Replies: seen with their comment (added with `comment.reply`), changed by their author. */
export const replyAccess = defineKind<AuthorRole, ReplyFacts>()({
  notFound: REPLY_NOT_FOUND,
  async lookup(db, userId, replyId) {
    const reply = await replyFacts(db, replyId);
    if (!reply) return null;
    const comment = await commentAccess.check(db, readerOf(userId), 'read', reply.commentId);
    const facts = { commentReadable: comment === 'allow' };
    // The comment comes back to the service, which checks it is the one the path names (no second read).
    return { role: authorRoleOf(userId, reply.userId), facts, commentId: reply.commentId };
  },
  reads: {},
  writes: {
    update: authorOnly((_, reply) => reply.commentReadable),
    delete: authorOnly((_, reply) => reply.commentReadable),
  },
  forbidden: { update: NOT_REPLY_AUTHOR, delete: NOT_REPLY_AUTHOR },
});
