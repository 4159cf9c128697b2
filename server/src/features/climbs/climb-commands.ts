import {
  CLIMB_WALL_FIXED,
  climbHoldsProblem,
  HOLDS_NOT_ON_PHOTO,
  WALL_ANGLE_NOT_ADJUSTABLE,
  type Climb,
  type ClimbBody,
  CLIMB_NOT_FOUND,
  WALL_NOT_FOUND,
} from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { findRevision, findWall } from '../walls/public.ts';
import { roleHolds } from './climbs.mapper.ts';
import {
  countRevisionHolds,
  deleteClimbRow,
  insertClimb,
  lockClimb,
  replaceClimbHolds,
  setGradeVote,
  setTagVotes,
  updateClimbRow,
} from './climbs.queries.ts';
import { climbAnswer } from './climbs.service.ts';

type ClimbInput = z.output<typeof ClimbBody>;

/** A wall angle only on walls whose angle can be adjusted. */
function checkWallAngle(wall: { adjustableAngle: boolean } | undefined, angle: number | null) {
  if (angle !== null && !wall?.adjustableAngle) throw new Invalid(WALL_ANGLE_NOT_ADJUSTABLE);
}

/** The holds make a climb, and all are on the revision (locked until the transaction ends). */
async function checkHolds(tx: Tx, revisionId: string, body: ClimbInput) {
  const problem = climbHoldsProblem(body);
  if (problem) throw new Invalid(problem);
  const ids = [...new Set(roleHolds(body).flatMap((r) => r.holdIds))];
  if ((await countRevisionHolds(tx, revisionId, ids)) !== ids.length) throw new Invalid(HOLDS_NOT_ON_PHOTO);
}

const climbColumns = (body: ClimbInput) => ({
  name: body.name,
  description: body.description,
  draft: body.draft,
  wallAngle: body.wall_angle,
});

/** The climb's holds, and its setter's grade and tags where the body gives them (undefined: unchanged). */
async function writeClimbParts(
  tx: Tx,
  climb: { id: string; revisionId: string; setterId: string },
  body: ClimbInput,
) {
  await replaceClimbHolds(tx, climb, roleHolds(body));
  if (body.grade !== undefined) await setGradeVote(tx, climb.id, climb.setterId, body.grade);
  if (body.tags !== undefined) await setTagVotes(tx, climb.id, climb.setterId, [...new Set(body.tags)]);
}

/** Sets a climb on the wall's current photo; the caller is its setter. */
export async function createClimb(ctx: AppContext, caller: Caller, body: ClimbInput): Promise<Climb> {
  const wall = await requireAccess(ctx, caller, wallAccess.add_climb, body.wall_id);
  const id = await setClimb(ctx, wall.userId, body, wall.row);
  return climbAnswer(ctx, caller, id, wall);
}

/** Sets a climb for `setterId` with no permission check (the rules of its holds still apply): for the demo seed. */
export async function createClimbSetBy(ctx: AppContext, setterId: string, body: ClimbInput) {
  return setClimb(ctx, setterId, body, await findWall(ctx.db, body.wall_id));
}

/** Sets a climb for `setterId` on `wall`, with no permission check. */
async function setClimb(
  ctx: AppContext,
  setterId: string,
  body: ClimbInput,
  wall: { adjustableAngle: boolean } | undefined,
) {
  checkWallAngle(wall, body.wall_angle);
  return inTransaction(ctx.db, async (tx) => {
    // Missing only if the wall was deleted since the permission check.
    const revision = await findRevision(tx, body.wall_id, 'latest');
    if (!revision) throw new NotFound(WALL_NOT_FOUND);
    await checkHolds(tx, revision.id, body);
    const climb = { wallId: body.wall_id, revisionId: revision.id, setterId };
    const climbId = await insertClimb(tx, { ...climb, ...climbColumns(body) });
    await writeClimbParts(tx, { id: climbId, ...climb }, body);
    return climbId;
  });
}

/** Changes a climb on its own photo; the grade and tags in the body are its setter's, whoever edits. */
export async function updateClimb(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: ClimbInput,
): Promise<Climb> {
  const { row: climb, wall } = await requireAccess(ctx, caller, climbAccess.update, id);
  if (body.wall_id !== climb.wallId) throw new Invalid(CLIMB_WALL_FIXED);
  checkWallAngle(wall.row, body.wall_angle);
  await inTransaction(ctx.db, async (tx) => {
    // The climb first, as every write to its votes and counters does (lockClimb).
    if (!(await lockClimb(tx, id))) throw new NotFound(CLIMB_NOT_FOUND);
    await checkHolds(tx, climb.revisionId, body);
    await updateClimbRow(tx, id, climbColumns(body));
    await writeClimbParts(tx, climb, body);
  });
  return climbAnswer(ctx, caller, id, wall);
}

/** Removes a climb with its holds, votes and tags (one statement, by cascades). */
export async function deleteClimb(ctx: AppContext, caller: Caller, id: string) {
  await requireAccess(ctx, caller, climbAccess.delete, id);
  await inTransaction(ctx.db, (tx) => deleteClimbRow(tx, id));
  return null;
}
