import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ascents } from '../db/schema/ascents.ts';
import { revokedSubjects } from '../db/schema/auth.ts';
import { betaVideos } from '../db/schema/beta-videos.ts';
import { climbs } from '../db/schema/climbs.ts';
import { commentReplies, comments } from '../db/schema/comments.ts';
import { climbLists } from '../db/schema/lists.ts';
import { users } from '../db/schema/users.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../db/schema/votes.ts';
import { wallAdminUsers, wallInvitedUsers, walls } from '../db/schema/walls.ts';

export async function findUserBySubject(db: Tx, subject: string) {
  const [row] = await db
    .select({ id: users.id, deleted: users.deleted, tokensValidAfter: users.tokensValidAfter })
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

/** Whether the wall's owner deleted their account (the wall stayed for its climbers: orphaned). */
// `owner` names the users row: a column of a query on one table is written unqualified.
export const ownerDeleted = sql<boolean>`exists (select 1 from ${users} owner where owner.id = ${walls.ownerId} and owner.deleted)`;

/**
 * The wall's row (what wall rules read, and what the service answers with), whether its owner deleted
 * their account, and whether `userId` is an admin or invited user of it, in one query.
 */
export async function wallWithMembership(db: Tx, wallId: string, userId: string | null) {
  const member = (table: typeof wallAdminUsers) =>
    userId
      ? sql<boolean>`exists (select 1 from ${table} where ${table.wallId} = ${walls.id} and ${table.userId} = ${userId})`
      : sql<boolean>`false`;
  const [wall] = await db
    .select({
      row: walls,
      orphaned: ownerDeleted,
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

/** A climb's row: the facts climb rules read (its wall, setter, whether a draft) and what commands change. */
export async function climbRow(db: Tx, climbId: string) {
  const [climb] = await db.select().from(climbs).where(eq(climbs.id, climbId));
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

/** A climb list's row: its wall, owner and visibility, which list rules read, and what it answers with. */
export async function climbListRow(db: Tx, listId: string) {
  const [list] = await db.select().from(climbLists).where(eq(climbLists.id, listId));
  return list;
}

/**
 * Which of the walls the user set a published climb on: who may claim an orphaned wall
 * (wall-claim-access.ts), for one wall's claim and a page of walls' `can_claim` alike.
 */
export async function wallsWithPublishedClimbsBy(db: Tx, userId: string, wallIds: string[]) {
  if (!wallIds.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ wallId: climbs.wallId })
    .from(climbs)
    .where(and(inArray(climbs.wallId, wallIds), eq(climbs.setterId, userId), eq(climbs.draft, false)));
  return new Set(rows.map((r) => r.wallId));
}
