import { asc, eq, sql } from 'drizzle-orm';
import type { AccountPart, ExportedPerson } from '../../account-data/account-part.ts';
import { nameIf } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { commentReplies, comments } from '../../db/schema/comments.ts';
import { walls } from '../../db/schema/walls.ts';

/** The person's own comments and replies, never the others' in the same threads. */
async function commentRows({ db, userId, names }: ExportedPerson) {
  const columns = {
    wallId: walls.id,
    wallName: nameIf(names.wallShown, sql`${walls.name}`),
    climbId: comments.climbId,
    climbName: sql<string | null>`case when ${names.climbShown} then ${climbs.name} end`,
  };
  const own = db
    .select({
      id: comments.id,
      ...columns,
      text: comments.comment,
      created: comments.created,
      lastEdited: comments.lastEdited,
    })
    .from(comments)
    .innerJoin(walls, eq(walls.id, comments.wallId))
    .leftJoin(climbs, eq(climbs.id, comments.climbId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.created));
  const replies = db
    .select({
      id: commentReplies.id,
      ...columns,
      text: commentReplies.reply,
      created: commentReplies.created,
      lastEdited: commentReplies.lastEdited,
    })
    .from(commentReplies)
    .innerJoin(comments, eq(comments.id, commentReplies.commentId))
    .innerJoin(walls, eq(walls.id, comments.wallId))
    .leftJoin(climbs, eq(climbs.id, comments.climbId))
    .where(eq(commentReplies.userId, userId))
    .orderBy(asc(commentReplies.created));
  const [c, r] = await Promise.all([own, replies]);
  return { comments: c, replies: r };
}

function commentOf(c: {
  id: string;
  wallId: string;
  wallName: string | null;
  climbId: string | null;
  climbName: string | null;
  text: string;
  created: string;
  lastEdited: string | null;
}) {
  return {
    id: c.id,
    wall_id: c.wallId,
    wall_name: c.wallName,
    climb_id: c.climbId,
    climb_name: c.climbId ? c.climbName : null,
    text: c.text,
    created: c.created,
    last_edited: c.lastEdited,
  };
}

/** A person's comments and replies in their data export (they stay, anonymous, with the account's deletion). */
export const commentsAccountPart: AccountPart = {
  async exportSections(person) {
    const rows = await commentRows(person);
    return {
      comments: [
        ...rows.comments.map((c) => ({ kind: 'comment' as const, ...commentOf(c) })),
        ...rows.replies.map((c) => ({ kind: 'reply' as const, ...commentOf(c) })),
      ],
    };
  },
};
