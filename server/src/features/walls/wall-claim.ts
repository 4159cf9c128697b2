import { WALL_CLAIMED_ALREADY, type Wall } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { wallClaimAccess } from '../../access/wall-claim-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Conflict } from '../../http/errors.ts';
import { takeOrphanedWall } from './walls.queries.ts';
import { getWall } from './walls.service.ts';

/**
 * A climber who set a climb on a wall whose owner deleted their account becomes its owner
 * (docs/decisions/0142-wall-claim-rule.md): the first claim wins, a later one answers 409.
 */
export async function claimWall(ctx: AppContext, caller: Caller, wallId: string): Promise<Wall> {
  const { userId } = await requireAccess(ctx, caller, wallClaimAccess.claim, wallId);
  const taken = await inTransaction(ctx.db, (tx) => takeOrphanedWall(tx, wallId, userId));
  if (!taken) throw new Conflict(WALL_CLAIMED_ALREADY);
  return getWall(ctx, caller, wallId);
}
