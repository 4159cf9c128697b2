import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  ascents,
  betaVideos,
  brokenVotes,
  climbLists,
  climbs,
  commentReplies,
  comments,
  gradeVotes,
  ratingVotes,
  revokedSubjects,
  users,
  wallAdminUsers,
  wallInvitedUsers,
  walls,
} from '../db/schema.ts';

export async function findUserBySubject(db: Tx, subject: string) {
  const [row] = await db
    .select({ id: users.id, deleted: users.deleted })
    .from(users)
    .where(eq(users.subject, subject));
  return row;
}

/** Whether `subject`'s account was deleted at or after `issuedAt` (a token's `iat`, in seconds). */
export async function subjectRevoked(db: Tx, subject: string, issuedAt: number) {
  const [row] = await db
    .select({ subject: revokedSubjects.subject })
    .from(revokedSubjects)
    .where(
      and(
        eq(revokedSubjects.subject, subject),
        gte(revokedSubjects.revokedAt, sql`to_timestamp(${issuedAt})`),
      ),
    );
  return !!row;
}

/** The facts wall rules read, plus whether `userId` is an admin or invited user of the wall, in one query. */
export async function wallWithMembership(db: Tx, wallId: string, userId: string | null) {
  const member = (table: typeof wallAdminUsers) =>
    userId
      ? sql<boolean>`exists (select 1 from ${table} where ${table.wallId} = ${walls.id} and ${table.userId} = ${userId})`
      : sql<boolean>`false`;
  const [wall] = await db
    .select({
      ownerId: walls.ownerId,
      private: walls.private,
      archived: walls.archived,
      admin: member(wallAdminUsers),
      invited: member(wallInvitedUsers),
    })
    .from(walls)
    .where(eq(walls.id, wallId));
  return wall;
}

export async function wallPrivacy(db: Tx, wallId: string) {
  const [wall] = await db.select({ private: walls.private }).from(walls).where(eq(walls.id, wallId));
  return wall;
}

/** The facts climb rules read of a climb: its wall, setter and whether it is a draft. */
export async function climbFacts(db: Tx, climbId: string) {
  const [climb] = await db
    .select({ wallId: climbs.wallId, setterId: climbs.setterId, draft: climbs.draft })
    .from(climbs)
    .where(eq(climbs.id, climbId));
  return climb;
}

/** The facts tick rules read of a tick: its climb, author and whether it is public. */
export async function ascentFacts(db: Tx, ascentId: string) {
  const [ascent] = await db
    .select({ climbId: ascents.climbId, userId: ascents.userId, public: ascents.public })
    .from(ascents)
    .where(eq(ascents.id, ascentId));
  return ascent;
}

/** The climb and voter of a grade, rating or broken vote (vote ids are unique across the three). */
export async function voteFacts(db: Tx, voteId: string) {
  for (const table of [gradeVotes, ratingVotes, brokenVotes]) {
    const [vote] = await db
      .select({ climbId: table.climbId, userId: table.userId })
      .from(table)
      .where(eq(table.id, voteId));
    if (vote) return vote;
  }
  return undefined;
}

/** The climb and author of a beta video. */
export async function betaVideoFacts(db: Tx, videoId: string) {
  const [video] = await db
    .select({ climbId: betaVideos.climbId, userId: betaVideos.userId })
    .from(betaVideos)
    .where(eq(betaVideos.id, videoId));
  return video;
}

/** What a comment is on (its wall, and its climb if any) and its author. */
export async function commentFacts(db: Tx, commentId: string) {
  const [comment] = await db
    .select({ wallId: comments.wallId, climbId: comments.climbId, userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, commentId));
  return comment;
}

/** The comment a reply answers, and the reply's author. */
export async function replyFacts(db: Tx, replyId: string) {
  const [reply] = await db
    .select({ commentId: commentReplies.commentId, userId: commentReplies.userId })
    .from(commentReplies)
    .where(eq(commentReplies.id, replyId));
  return reply;
}

/** The wall, owner and visibility of a climb list. */
export async function climbListFacts(db: Tx, listId: string) {
  const [list] = await db
    .select({ wallId: climbLists.wallId, ownerId: climbLists.ownerId, public: climbLists.public })
    .from(climbLists)
    .where(eq(climbLists.id, listId));
  return list;
}
