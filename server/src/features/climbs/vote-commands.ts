import { CLIMB_NOT_FOUND, VOTE_NOT_FOUND } from '@spraybook/contract';
import type { BrokenVoteBody, GradeVoteBody, RatingVoteBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { voteAccess } from '../../access/vote-access.ts';
import { climbAccess } from '../../access/climb-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFound } from '../../http/errors.ts';
import { lockClimb } from './climbs.queries.ts';
import { upsertVote, updateVote, type VoteKind } from './votes.queries.ts';

type Bodies = {
  grade: z.output<typeof GradeVoteBody>;
  rating: z.output<typeof RatingVoteBody>;
  broken: z.output<typeof BrokenVoteBody>;
};

/** The caller's vote of `kind` on the climb: created, or replacing the one they cast before (spec 4). */
export async function castVote<K extends VoteKind>(
  ctx: AppContext,
  caller: Caller,
  kind: K,
  climbId: string,
  body: Bodies[K],
) {
  const { userId } = await requireAccess(ctx, caller, climbAccess.vote, climbId);
  const row = await inTransaction(ctx.db, async (tx) => {
    // The climb first, then the vote its counter trigger adds to it (the lock order in lockClimb).
    if (!(await lockClimb(tx, climbId))) throw new NotFound(CLIMB_NOT_FOUND);
    return upsertVote(tx, kind, { climbId, userId, value: body.value as never, public: body.public });
  });
  return { id: row.id, user_id: row.userId, value: row.value as Bodies[K]['value'], public: row.public };
}

/** Changes the caller's own vote of `kind` on the climb. */
export async function changeVote<K extends VoteKind>(
  ctx: AppContext,
  caller: Caller,
  kind: K,
  ids: { climbId: string; voteId: string },
  body: Bodies[K],
) {
  await requireAccess(ctx, caller, voteAccess.update, ids.voteId);
  const row = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, ids.climbId))) return undefined;
    return updateVote(tx, kind, ids, { value: body.value as never, public: body.public });
  });
  // A vote of another kind, on another climb, or removed with its climb since the check.
  if (!row) throw new NotFound(VOTE_NOT_FOUND);
  return { id: row.id, user_id: row.userId, value: row.value as Bodies[K]['value'], public: row.public };
}
