import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../../db/schema/votes.ts';

/** The three kinds of vote on a climb: one table each, one vote per climber and climb in each. */
export const VOTE_TABLES = { grade: gradeVotes, rating: ratingVotes, broken: brokenVotes };
export type VoteKind = keyof typeof VOTE_TABLES;
type ValueOf<K extends VoteKind> = (typeof VOTE_TABLES)[K]['$inferSelect']['value'];

const baseColumns = <K extends VoteKind>(kind: K) => {
  const t = VOTE_TABLES[kind];
  return { id: t.id, climbId: t.climbId, userId: t.userId, value: t.value, public: t.public };
};
const angledColumns = (kind: 'grade' | 'rating') => ({
  ...baseColumns(kind),
  angle: VOTE_TABLES[kind].angle,
});
/** A vote's columns; grade and rating votes also say the angle they were climbed at. */
const columns = (kind: VoteKind) => (kind === 'broken' ? baseColumns(kind) : angledColumns(kind));
/** A vote as written; grade and rating votes also say the angle they were climbed at. */
export type WrittenVote<K extends VoteKind> = {
  id: string;
  climbId: string;
  userId: string;
  value: ValueOf<K>;
  public: boolean;
  angle?: number;
};

/**
 * The climber's vote of this kind on the climb, created or replaced: one statement, so concurrent
 * double-submits leave exactly one vote (the unique key on climb and user decides).
 */
export async function upsertVote<K extends VoteKind>(
  db: Tx,
  kind: K,
  vote: { climbId: string; userId: string; value: ValueOf<K>; public: boolean; angle?: number },
) {
  const t = VOTE_TABLES[kind];
  // Grade and rating votes have an angle: the one given, else the climb's set angle (the insert trigger's),
  // a replaced vote as a new one.
  const angled = kind !== 'broken';
  const [row] = await db
    .insert(t)
    .values(vote as never)
    .onConflictDoUpdate({
      target: [t.climbId, t.userId],
      set: {
        value: vote.value,
        public: vote.public,
        ...(angled ? { angle: sql`excluded.angle` } : {}),
      } as never,
    })
    .returning(columns(kind) as ReturnType<typeof baseColumns>);
  return row as unknown as WrittenVote<K>;
}

/** Changes a vote of this kind on this climb; undefined when there is no such vote. */
export async function updateVote<K extends VoteKind>(
  db: Tx,
  kind: K,
  ids: { voteId: string; climbId: string },
  change: { value: ValueOf<K>; public: boolean; angle?: number },
) {
  const t = VOTE_TABLES[kind];
  const [row] = await db
    .update(t)
    .set(change as never)
    .where(and(eq(t.id, ids.voteId), eq(t.climbId, ids.climbId)))
    .returning(columns(kind) as ReturnType<typeof baseColumns>);
  return row as unknown as WrittenVote<K> | undefined;
}
