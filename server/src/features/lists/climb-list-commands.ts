import { CLIMB_ON_OTHER_WALL } from '@spraybook/contract';
import type { ClimbList, ClimbListBody, ClimbListUpdate } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { climbListAccess, createListPermission } from '../../access/climb-list-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid } from '../../http/errors.ts';
import {
  addListClimbs,
  climbWalls,
  deleteClimbListRow,
  insertClimbList,
  removeListClimb,
  updateClimbListRow,
} from './climb-lists.queries.ts';
import { climbListAnswer } from './climb-lists.service.ts';

/** Climbs the caller may read (`climb.read`, 404 otherwise) and that are on the wall. */
async function checkClimbs(ctx: AppContext, caller: Caller, wallId: string, ids: string[]) {
  for (const id of ids) await requireAccess(ctx, caller, climbAccess.read, id);
  const walls = await climbWalls(ctx.db, ids);
  if (ids.some((id) => walls.get(id) !== wallId)) throw new Invalid(CLIMB_ON_OTHER_WALL);
}

/** Creates a list on a wall: private for anyone who reads the wall, public for its admins. */
export async function createClimbList(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof ClimbListBody>,
): Promise<ClimbList> {
  const { userId } = await requireAccess(ctx, caller, createListPermission(body.public), body.wall_id);
  const climbIds = [...new Set(body.climb_ids)];
  await checkClimbs(ctx, caller, body.wall_id, climbIds);
  const id = await inTransaction(ctx.db, async (tx) => {
    const listId = await insertClimbList(tx, {
      wallId: body.wall_id,
      ownerId: userId,
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
  caller: Caller,
  id: string,
  body: z.output<typeof ClimbListUpdate>,
): Promise<ClimbList> {
  await requireAccess(ctx, caller, climbListAccess.update, id);
  await inTransaction(ctx.db, (tx) =>
    updateClimbListRow(tx, id, {
      name: body.name,
      baseScore: body.base_score,
      gradeIncrementScore: body.grade_increment_score,
      flashBonusScore: body.flash_bonus_score,
    }),
  );
  return climbListAnswer(ctx, caller, id);
}

export async function deleteClimbList(ctx: AppContext, caller: Caller, id: string) {
  await requireAccess(ctx, caller, climbListAccess.delete, id);
  await inTransaction(ctx.db, (tx) => deleteClimbListRow(tx, id));
  return null;
}

/** Adds a climb the caller can see, of the list's wall; adding it twice keeps it once. */
export async function addClimbToList(ctx: AppContext, caller: Caller, id: string, climbId: string) {
  const { row: list } = await requireAccess(ctx, caller, climbListAccess.change_climbs, id);
  await checkClimbs(ctx, caller, list.wallId, [climbId]);
  await inTransaction(ctx.db, (tx) => addListClimbs(tx, list, [climbId]));
  return climbListAnswer(ctx, caller, id);
}

export async function removeClimbFromList(ctx: AppContext, caller: Caller, id: string, climbId: string) {
  await requireAccess(ctx, caller, climbListAccess.change_climbs, id);
  await inTransaction(ctx.db, (tx) => removeListClimb(tx, id, climbId));
  return climbListAnswer(ctx, caller, id);
}
