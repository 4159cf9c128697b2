import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { SubjectsReadable } from '../../access/subject-names.ts';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { commentReplies, comments } from '../../db/schema/comments.ts';
import { walls } from '../../db/schema/walls.ts';

export type CommentRow = typeof comments.$inferSelect & {
  climbName: string | null;
  wallName: string;
  wallReadable: boolean;
  climbReadable: boolean;
};
export type ReplyRow = typeof commentReplies.$inferSelect;

/** Comments with the names of what they are on (wall comments have no climb), and whether the reader may read it. */
const commentsWithSubject = (db: Tx, readable: SubjectsReadable) =>
  db
    .select({
      ...getTableColumns(comments),
      climbName: climbs.name,
      wallName: walls.name,
      wallReadable: readable.wall,
      climbReadable: readable.climb,
    })
    .from(comments)
    .innerJoin(walls, eq(walls.id, comments.wallId))
    .leftJoin(climbs, eq(climbs.id, comments.climbId));

/** Whether an id is a climb's or a wall's (comments are on one or the other); null if neither. */
export async function subjectOf(
  db: Tx,
  id: string,
): Promise<{ type: 'climb' | 'wall'; wallId: string } | null> {
  const [climb] = await db.select({ wallId: climbs.wallId }).from(climbs).where(eq(climbs.id, id));
  if (climb) return { type: 'climb', wallId: climb.wallId };
  const [wall] = await db.select({ id: walls.id }).from(walls).where(eq(walls.id, id));
  return wall ? { type: 'wall', wallId: wall.id } : null;
}

/** One page of a climb's comments, or of a wall's and its climbs' that `listed` allows; newest activity first. */
export async function commentRows(
  db: Tx,
  opts: {
    subject: { climbId: string } | { wallId: string };
    listed: SQL;
    readable: SubjectsReadable;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    'climbId' in opts.subject
      ? eq(comments.climbId, opts.subject.climbId)
      : eq(comments.wallId, opts.subject.wallId),
    opts.listed,
  );
  const [rows, [total]] = await Promise.all([
    commentsWithSubject(db, opts.readable)
      .where(where)
      .orderBy(desc(comments.lastActivity), desc(comments.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(comments).leftJoin(climbs, eq(climbs.id, comments.climbId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(
  db: Tx,
  id: string,
  readable: SubjectsReadable,
): Promise<CommentRow | undefined> {
  const [row] = await commentsWithSubject(db, readable).where(eq(comments.id, id));
  return row;
}

/** The replies of some comments, oldest first. */
export async function replyRows(db: Tx, commentIds: string[]): Promise<ReplyRow[]> {
  if (!commentIds.length) return [];
  return db
    .select()
    .from(commentReplies)
    .where(inArray(commentReplies.commentId, commentIds))
    .orderBy(asc(commentReplies.created), asc(commentReplies.id));
}

export async function insertComment(db: Tx, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

/** Changes a comment's text; false when it was removed meanwhile. */
export async function editComment(db: Tx, id: string, comment: string) {
  const rows = await db
    .update(comments)
    .set({ comment, lastEdited: sql`now()` })
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return rows.length > 0;
}

export async function deleteCommentRow(db: Tx, id: string) {
  await db.delete(comments).where(eq(comments.id, id));
}

export async function insertReply(db: Tx, values: typeof commentReplies.$inferInsert) {
  const [row] = await db.insert(commentReplies).values(values).returning();
  return row!;
}

/** Changes a reply's text; undefined when it was removed meanwhile. */
export async function editReply(db: Tx, id: string, reply: string) {
  const [row] = await db
    .update(commentReplies)
    .set({ reply, lastEdited: sql`now()` })
    .where(eq(commentReplies.id, id))
    .returning();
  return row;
}

export async function deleteReplyRow(db: Tx, id: string) {
  await db.delete(commentReplies).where(eq(commentReplies.id, id));
}
