import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { accounts } from '../../db/schema/auth.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { commentReplies, comments } from '../../db/schema/comments.ts';
import { climbLists } from '../../db/schema/lists.ts';
import { climbingSessionAttempts as tries } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../../db/schema/votes.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbTags, climbTagVotes } from '../climbs/public.ts';
import { climbListClimbs } from '../lists/public.ts';
import { climbsTodo } from './schema.ts';
import { favoriteWalls } from '../walls/public.ts';

/** Which names the person may read: `climbShown` for a climb (with its wall joined), `wallShown` for a wall. */
export interface ShownNames {
  climbShown: SQL;
  wallShown: SQL;
}

const nameIf = (shown: SQL, name: SQL | typeof climbs.name) =>
  sql<string | null>`case when ${shown} then ${name} end`;
const climbColumns = ({ climbShown, wallShown }: ShownNames) => ({
  climbId: climbs.id,
  climbName: nameIf(climbShown, sql`${climbs.name}`),
  wallId: walls.id,
  wallName: nameIf(wallShown, sql`${walls.name}`),
  gradeRank: sql<number | null>`case when ${climbShown} then ${climbs.gradeRank} end`,
});

export async function exportProfile(db: Tx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The built-in account's username and e-mail address, if the subject is one. */
export async function exportAccount(db: Tx, accountId: string | null) {
  if (!accountId || !/^[0-9a-f-]{36}$/.test(accountId)) return undefined;
  const [row] = await db
    .select({ username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export function exportFavorites(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({ wallId: walls.id, wallName: nameIf(names.wallShown, sql`${walls.name}`) })
    .from(favoriteWalls)
    .innerJoin(walls, eq(walls.id, favoriteWalls.wallId))
    .where(eq(favoriteWalls.userId, userId))
    .orderBy(asc(favoriteWalls.created));
}

export function exportTicks(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({
      id: ascents.id,
      ...climbColumns(names),
      date: ascents.ascentDate,
      ascentType: ascents.ascentType,
      attempts: ascents.attempts,
      public: ascents.public,
      notes: ascents.description,
      created: ascents.created,
    })
    .from(ascents)
    .innerJoin(climbs, eq(climbs.id, ascents.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(ascents.userId, userId))
    .orderBy(asc(ascents.ascentDate), asc(ascents.created));
}

/** Grade, rating and broken votes, and tag votes with the tag's name. */
export async function exportVotes(db: Tx, userId: string, names: ShownNames) {
  const of = (table: typeof gradeVotes | typeof ratingVotes | typeof brokenVotes) =>
    db
      .select({ ...climbColumns(names), value: table.value, public: table.public })
      .from(table)
      .innerJoin(climbs, eq(climbs.id, table.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(table.userId, userId))
      .orderBy(asc(table.created));
  const tags = db
    .select({ ...climbColumns(names), tag: climbTags.name, score: climbTagVotes.score })
    .from(climbTagVotes)
    .innerJoin(climbTags, eq(climbTags.id, climbTagVotes.tagId))
    .innerJoin(climbs, eq(climbs.id, climbTags.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(climbTagVotes.userId, userId))
    .orderBy(asc(climbTags.created));
  const [grade, rating, broken, tag] = await Promise.all([
    of(gradeVotes),
    of(ratingVotes),
    of(brokenVotes),
    tags,
  ]);
  return { grade, rating, broken, tag };
}

/** The person's own comments and replies, never the others' in the same threads. */
export async function exportComments(db: Tx, userId: string, names: ShownNames) {
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

export function exportBetaVideos(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({
      ...climbColumns(names),
      url: betaVideos.url,
      description: betaVideos.description,
      created: betaVideos.created,
    })
    .from(betaVideos)
    .innerJoin(climbs, eq(climbs.id, betaVideos.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(betaVideos.userId, userId))
    .orderBy(asc(betaVideos.created));
}

/** The person's lists, each with its climbs in order (names only of climbs they may read). */
export async function exportLists(db: Tx, userId: string, names: ShownNames) {
  const lists = await db
    .select({
      id: climbLists.id,
      name: climbLists.name,
      public: climbLists.public,
      wallId: walls.id,
      wallName: nameIf(names.wallShown, sql`${walls.name}`),
    })
    .from(climbLists)
    .innerJoin(walls, eq(walls.id, climbLists.wallId))
    .where(eq(climbLists.ownerId, userId))
    .orderBy(asc(climbLists.created));
  const entries = await db
    .select({
      listId: climbListClimbs.listId,
      climbId: climbs.id,
      climbName: nameIf(names.climbShown, sql`${climbs.name}`),
    })
    .from(climbListClimbs)
    .innerJoin(climbLists, eq(climbLists.id, climbListClimbs.listId))
    .innerJoin(climbs, eq(climbs.id, climbListClimbs.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(climbLists.ownerId, userId))
    .orderBy(asc(climbListClimbs.seq));
  return lists.map((l) => ({ ...l, climbs: entries.filter((e) => e.listId === l.id) }));
}

export function exportTodo(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({ ...climbColumns(names), added: climbsTodo.created })
    .from(climbsTodo)
    .innerJoin(climbs, eq(climbs.id, climbsTodo.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(climbsTodo.userId, userId))
    .orderBy(asc(climbsTodo.created));
}

/** The climbs the person set: their own, drafts included; the wall's name only if they may read it. */
export function exportClimbsSet(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({
      climbId: climbs.id,
      climbName: climbs.name,
      wallId: walls.id,
      wallName: nameIf(names.wallShown, sql`${walls.name}`),
      gradeRank: climbs.gradeRank,
      description: climbs.description,
      draft: climbs.draft,
      ascents: climbs.ascentCount,
      created: climbs.created,
    })
    .from(climbs)
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(and(eq(climbs.setterId, userId)))
    .orderBy(asc(climbs.created));
}

/** The person's tries and sends in climbing sessions (issue 45), oldest first. */
export function exportSessionAttempts(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({ sessionId: tries.sessionId, ...climbColumns(names), sent: tries.sent, created: tries.created })
    .from(tries)
    .innerJoin(climbs, eq(climbs.id, tries.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(tries.userId, userId))
    .orderBy(asc(tries.created), asc(tries.id));
}
