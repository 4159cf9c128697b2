import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../../db/schema.ts';

/** The three kinds of vote on a climb: one table each, one vote per climber and climb in each. */
export const VOTE_TABLES = { grade: gradeVotes, rating: ratingVotes, broken: brokenVotes };
export type VoteKind = keyof typeof VOTE_TABLES;
type ValueOf<K extends VoteKind> = (typeof VOTE_TABLES)[K]['$inferSelect']['value'];

const columns = <K extends VoteKind>(kind: K) => {
  const t = VOTE_TABLES[kind];
  return { id: t.id, climbId: t.climbId, userId: t.userId, value: t.value, public: t.public };
};

/**
 * The climber's vote of this kind on the climb, created or replaced: one statement, so concurrent
 * double-submits leave exactly one vote (the unique key on climb and user decides).
 */
export async function upsertVote<K extends VoteKind>(
  db: Tx,
  kind: K,
  vote: { climbId: string; userId: string; value: ValueOf<K>; public: boolean },
) {
  const t = VOTE_TABLES[kind];
  const [row] = await db
    .insert(t)
    .values(vote as never)
    .onConflictDoUpdate({
      target: [t.climbId, t.userId],
      set: { value: vote.value, public: vote.public } as never,
    })
    .returning(columns(kind));
  return row!;
}

/** Changes a vote of this kind on this climb; undefined when there is no such vote. */
export async function updateVote<K extends VoteKind>(
  db: Tx,
  kind: K,
  ids: { voteId: string; climbId: string },
  change: { value: ValueOf<K>; public: boolean },
) {
  const t = VOTE_TABLES[kind];
  const [row] = await db
    .update(t)
    .set(change as never)
    .where(and(eq(t.id, ids.voteId), eq(t.climbId, ids.climbId)))
    .returning(columns(kind));
  return row;
}

export async function ratingVoteRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  return db.select(columns('rating')).from(ratingVotes).where(inArray(ratingVotes.climbId, climbIds));
}

export async function brokenVoteRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  return db.select(columns('broken')).from(brokenVotes).where(inArray(brokenVotes.climbId, climbIds));
}
