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
import { checkClimbedAngle, findClimb, lockClimb } from '../climbs/public.ts';
import { upsertVote, updateVote, type VoteKind } from './votes.queries.ts';

type Bodies = {
  grade: z.output<typeof GradeVoteBody>;
  rating: z.output<typeof RatingVoteBody>;
  broken: z.output<typeof BrokenVoteBody>;
};

/** A vote as answered to its voter; grade and rating votes say their angle. */
const voteAnswer = <K extends VoteKind>(row: {
  id: string;
  userId: string;
  value: unknown;
  public: boolean;
  angle?: number;
}) => ({
  id: row.id,
  user_id: row.userId,
  value: row.value as Bodies[K]['value'],
  public: row.public,
  ...(row.angle === undefined ? {} : { angle: row.angle }),
});

/** The angle a grade or rating vote names (checked against its climb's wall); a broken vote has none. */
const angleOf = (body: Bodies[VoteKind]) => ('angle' in body ? body.angle : undefined);

/** The caller's vote of `kind` on the climb: created, or replacing the one they cast before (spec 4). */
export async function castVote<K extends VoteKind>(
  ctx: AppContext,
  caller: Caller,
  kind: K,
  climbId: string,
  body: Bodies[K],
) {
  const { userId, row: climb, wall } = await requireAccess(ctx, caller, climbAccess.vote, climbId);
  const angle = angleOf(body);
  checkClimbedAngle(
    {
      wallAngle: climb.wallAngle,
      wallAdjustableAngle: wall.row.adjustableAngle,
      wallDefaultAngle: wall.row.defaultAngle,
    },
    angle,
  );
  const row = await inTransaction(ctx.db, async (tx) => {
    // The climb first, then the vote its counter trigger adds to it (the lock order in lockClimb).
    if (!(await lockClimb(tx, climbId))) throw new NotFound(CLIMB_NOT_FOUND);
    return upsertVote(tx, kind, { climbId, userId, value: body.value as never, public: body.public, angle });
  });
  return voteAnswer<K>(row) as ReturnType<typeof voteAnswer<K>> & { angle: number };
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
  const angle = angleOf(body);
  const row = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, ids.climbId))) return undefined;
    if (angle !== undefined) {
      const climb = await findClimb(tx, ids.climbId);
      if (climb) checkClimbedAngle(climb, angle);
    }
    // Left out, the vote keeps its angle.
    return updateVote(tx, kind, ids, { value: body.value as never, public: body.public, angle });
  });
  // A vote of another kind, on another climb, or removed with its climb since the check.
  if (!row) throw new NotFound(VOTE_NOT_FOUND);
  return voteAnswer<K>(row) as ReturnType<typeof voteAnswer<K>> & { angle: number };
}
