import { CLIMB_ON_OTHER_WALL } from '@spraybook/contract';
import type { ClimbList, ClimbListBody, ClimbListUpdate } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { resolveCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import {
  addListClimbs,
  climbWalls,
  deleteClimbListRow,
  findClimbList,
  insertClimbList,
  removeListClimb,
  updateClimbListRow,
} from './climb-lists.queries.ts';
import { climbListAnswer } from './climb-lists.service.ts';

/** Climbs the caller may read (`climb.read`, 404 otherwise) and that are on the wall. */
async function checkClimbs(
  ctx: AppContext,
  caller: Awaited<ReturnType<typeof resolveCaller>>,
  wallId: string,
  ids: string[],
) {
  for (const id of ids) await requireAccess(ctx, caller, 'climb.read', id);
  const walls = await climbWalls(ctx.db, ids);
  if (ids.some((id) => walls.get(id) !== wallId)) throw new Invalid(CLIMB_ON_OTHER_WALL);
}

/** Creates a list on a wall: private for anyone who reads the wall, public for its admins. */
export async function createClimbList(
  ctx: AppContext,
  identity: AuthIdentity,
  body: z.output<typeof ClimbListBody>,
): Promise<ClimbList> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(
    ctx,
    caller,
    body.public ? 'wall.create_public_list' : 'wall.create_list',
    body.wall_id,
  );
  if (caller.state !== 'registered') throw new Error('requireAccess lets only registered callers write');
  const climbIds = [...new Set(body.climb_ids)];
  await checkClimbs(ctx, caller, body.wall_id, climbIds);
  const id = await inTransaction(ctx.db, async (tx) => {
    const listId = await insertClimbList(tx, {
      wallId: body.wall_id,
      ownerId: caller.userId,
      name: body.name,
      public: body.public,
    });
    await addListClimbs(tx, { id: listId, wallId: body.wall_id }, climbIds);
    return listId;
  });
  return climbListAnswer(ctx, caller, id);
}

/** Renames a list and/or sets its ranking weights. */
export async function updateClimbList(
  ctx: AppContext,
  identity: AuthIdentity,
  id: string,
  body: z.output<typeof ClimbListUpdate>,
): Promise<ClimbList> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'climb_list.update', id);
  await updateClimbListRow(ctx.db, id, {
    name: body.name,
    baseScore: body.base_score,
    gradeIncrementScore: body.grade_increment_score,
    flashBonusScore: body.flash_bonus_score,
  });
  return climbListAnswer(ctx, caller, id);
}

export async function deleteClimbList(ctx: AppContext, identity: AuthIdentity, id: string) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'climb_list.delete', id);
  await deleteClimbListRow(ctx.db, id);
  return null;
}

/** Adds a climb the caller can see, of the list's wall; adding it twice keeps it once. */
export async function addClimbToList(ctx: AppContext, identity: AuthIdentity, id: string, climbId: string) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'climb_list.change_climbs', id);
  const list = (await findClimbList(ctx.db, id))!;
  await checkClimbs(ctx, caller, list.wallId, [climbId]);
  await addListClimbs(ctx.db, list, [climbId]);
  return climbListAnswer(ctx, caller, id);
}

export async function removeClimbFromList(
  ctx: AppContext,
  identity: AuthIdentity,
  id: string,
  climbId: string,
) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'climb_list.change_climbs', id);
  await removeListClimb(ctx.db, id, climbId);
  return climbListAnswer(ctx, caller, id);
}
