import { HOLD_NOT_FOUND, REVISION_NOT_FOUND } from '@spraybook/contract';
import type {
  HoldAdded,
  HoldBody,
  HoldsAdded,
  HoldsBody,
  HoldUsage,
  WallRevision,
} from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { climbsUsingHold, deleteHoldRow, holdOnRevision, insertHold, insertHolds } from './holds.queries.ts';
import { findRevision, revisionAnswer } from '../walls/public.ts';

/** The wall and its revision (`latest` or an id), once the caller may edit the wall's holds. */
async function editableRevision(ctx: AppContext, caller: Caller, wallId: string, revId: string) {
  const { row: wall } = await requireAccess(ctx, caller, wallAccess.edit_holds, wallId);
  const rev = await findRevision(ctx.db, wallId, revId);
  if (!rev) throw new NotFound(REVISION_NOT_FOUND);
  return { wall, rev };
}

export async function addHold(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  revId: string,
  body: HoldBody,
): Promise<HoldAdded> {
  const { wall, rev } = await editableRevision(ctx, caller, wallId, revId);
  const holdId = await inTransaction(ctx.db, (tx) => insertHold(tx, rev.id, body.bounding_polygon));
  return { ...(await revisionAnswer(ctx, wall, rev.id)), hold_id: holdId };
}

/** Adds many holds at once (a review's Accept all): one request, one statement, all or none. */
export async function addHolds(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  revId: string,
  body: HoldsBody,
): Promise<HoldsAdded> {
  const { wall, rev } = await editableRevision(ctx, caller, wallId, revId);
  const ids = await inTransaction(ctx.db, (tx) =>
    insertHolds(
      tx,
      rev.id,
      body.holds.map((h) => h.bounding_polygon),
    ),
  );
  return { ...(await revisionAnswer(ctx, wall, rev.id)), hold_ids: ids };
}

export async function holdUsage(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  revId: string,
  holdId: string,
): Promise<HoldUsage> {
  const { rev } = await editableRevision(ctx, caller, wallId, revId);
  if (!(await holdOnRevision(ctx.db, rev.id, holdId))) throw new NotFound(HOLD_NOT_FOUND);
  return { climbs: await climbsUsingHold(ctx.db, holdId) };
}

/** Deletes a hold; climbs using it lose it in the same statement (and may then need attention). */
export async function deleteHold(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  revId: string,
  holdId: string,
): Promise<WallRevision> {
  const { wall, rev } = await editableRevision(ctx, caller, wallId, revId);
  if (!(await inTransaction(ctx.db, (tx) => deleteHoldRow(tx, rev.id, holdId))))
    throw new NotFound(HOLD_NOT_FOUND);
  return revisionAnswer(ctx, wall, rev.id);
}
