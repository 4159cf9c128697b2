import { CLIMB_NOT_FOUND, VOTE_NOT_FOUND } from '@spraybook/contract';
import type { BrokenVoteBody, GradeVoteBody, RatingVoteBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { resolveCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFound } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
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
  identity: AuthIdentity,
  kind: K,
  climbId: string,
  body: Bodies[K],
) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'climb.vote', climbId);
  if (caller.state !== 'registered') throw new Error('requireAccess lets only registered callers write');
  const userId = caller.userId;
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
  identity: AuthIdentity,
  kind: K,
  ids: { climbId: string; voteId: string },
  body: Bodies[K],
) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'vote.update', ids.voteId);
  const row = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, ids.climbId))) return undefined;
    return updateVote(tx, kind, ids, { value: body.value as never, public: body.public });
  });
  // A vote of another kind, on another climb, or removed with its climb since the check.
  if (!row) throw new NotFound(VOTE_NOT_FOUND);
  return { id: row.id, user_id: row.userId, value: row.value as Bodies[K]['value'], public: row.public };
}
