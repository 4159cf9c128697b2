import { TAG_NOT_FOUND } from '@spraybook/contract';
import type { ClimbTag, ClimbTagName } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { CLIMB_NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFound } from '../../http/errors.ts';
import { lockClimb } from '../climbs/public.ts';
import { ensureTag, findTag, removeTagVote, setTagVote } from './tags.queries.ts';

/** A climber who may vote on the climb (`climb.vote`): their user id. */
async function voter(ctx: AppContext, caller: Caller, climbId: string) {
  return (await requireAccess(ctx, caller, climbAccess.vote, climbId)).userId;
}

async function tagAnswer(ctx: AppContext, climbId: string, tagId: string): Promise<ClimbTag> {
  const tag = await findTag(ctx.db, climbId, tagId);
  if (!tag) throw new NotFound(TAG_NOT_FOUND);
  return { id: tag.id, name: tag.name, votes: tag.votes.map((v) => ({ user_id: v.userId, score: v.score })) };
}

/** Adds a known tag to the climb (or finds it there) with the caller's +1: a tag lives while votes hold it. */
export async function addTag(ctx: AppContext, caller: Caller, climbId: string, name: ClimbTagName) {
  const userId = await voter(ctx, caller, climbId);
  const tagId = await inTransaction(ctx.db, async (tx) => {
    // The climb first, as every write to its votes does (lockClimb): its setter may be editing it.
    if (!(await lockClimb(tx, climbId))) throw new NotFound(CLIMB_NOT_FOUND);
    const id = await ensureTag(tx, climbId, name);
    await setTagVote(tx, id, userId, 1);
    return id;
  });
  return tagAnswer(ctx, climbId, tagId);
}

/** The caller's +1 or -1 on one of the climb's tags. */
export async function voteTag(
  ctx: AppContext,
  caller: Caller,
  ids: { climbId: string; tagId: string },
  score: 1 | -1,
) {
  const userId = await voter(ctx, caller, ids.climbId);
  if (!(await findTag(ctx.db, ids.climbId, ids.tagId))) throw new NotFound(TAG_NOT_FOUND);
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, ids.climbId))) throw new NotFound(CLIMB_NOT_FOUND);
    await setTagVote(tx, ids.tagId, userId, score);
  });
  return tagAnswer(ctx, ids.climbId, ids.tagId);
}

/** 'Unvote': takes back the caller's vote on a tag, which drops off the climb with its last vote. */
export async function unvoteTag(ctx: AppContext, caller: Caller, ids: { climbId: string; tagId: string }) {
  const userId = await voter(ctx, caller, ids.climbId);
  if (!(await findTag(ctx.db, ids.climbId, ids.tagId))) throw new NotFound(TAG_NOT_FOUND);
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, ids.climbId))) throw new NotFound(CLIMB_NOT_FOUND);
    await removeTagVote(tx, ids.tagId, userId);
  });
  return null;
}
