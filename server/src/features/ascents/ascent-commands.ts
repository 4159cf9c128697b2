import { ASCENT_CLIMB_FIXED, ASCENT_NOT_FOUND } from '@spraybook/contract';
import type { Ascent, AscentBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { ascentAccess } from '../../access/ascent-access.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { CLIMB_NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction, type OpenTx } from '../../db/transaction.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { checkClimbedAngle, findClimb, lockClimb } from '../climbs/public.ts';
import { ascentAnswer } from './ascents.service.ts';
import { deleteAscentRow, insertAscent, updateAscentRow } from './ascents.queries.ts';

type AscentInput = z.output<typeof AscentBody>;

const ascentColumns = (body: AscentInput) => ({
  ascentDate: body.ascent_date,
  ascentType: body.ascent_type,
  attempts: body.attempts,
  description: body.description,
  public: body.public,
  // Left out: a new tick's is the climb's set angle (the insert trigger's); a changed tick keeps its own.
  angle: body.angle,
});

/**
 * What a feature that ticks for the climber (a session's 'Sent') runs in the tick's own transaction, after
 * the climb is locked: `shape` decides the tick's type and attempts from rows it reads there, `record` keeps
 * what the tick belongs to. One commit for both, so the request's Idempotency-Key marks them together.
 */
export interface TickAlongside {
  shape(tx: OpenTx): Promise<Pick<AscentInput, 'ascent_type' | 'attempts'>>;
  record(tx: OpenTx, ascentId: string): Promise<void>;
}

/** Ticks a climb the caller can see. */
export async function createAscent(
  ctx: AppContext,
  caller: Caller,
  body: AscentInput,
  alongside?: TickAlongside,
): Promise<Ascent> {
  const { userId, row: climb, wall } = await requireAccess(ctx, caller, climbAccess.tick, body.climb_id);
  checkClimbedAngle(
    {
      wallAngle: climb.wallAngle,
      wallAdjustableAngle: wall.row.adjustableAngle,
      wallDefaultAngle: wall.row.defaultAngle,
    },
    body.angle,
  );
  const id = await inTransaction(ctx.db, async (tx) => {
    // The climb first, then the tick its counter trigger adds to it (the lock order in lockClimb).
    if (!(await lockClimb(tx, body.climb_id))) throw new NotFound(CLIMB_NOT_FOUND);
    const shaped = alongside ? { ...body, ...(await alongside.shape(tx)) } : body;
    const ascentId = await insertAscent(tx, { climbId: body.climb_id, userId, ...ascentColumns(shaped) });
    await alongside?.record(tx, ascentId);
    return ascentId;
  });
  return ascentAnswer(ctx, caller, id);
}

/** Changes a tick (its author); the climb stays the same. */
export async function updateAscent(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: AscentInput,
): Promise<Ascent> {
  const { climbId } = await requireAccess(ctx, caller, ascentAccess.update, id);
  if (climbId !== body.climb_id) throw new Invalid(ASCENT_CLIMB_FIXED);
  const updated = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockClimb(tx, climbId))) return false;
    if (body.angle !== undefined) {
      const climb = await findClimb(tx, climbId);
      if (climb) checkClimbedAngle(climb, body.angle);
    }
    return updateAscentRow(tx, id, ascentColumns(body));
  });
  if (!updated) throw new NotFound(ASCENT_NOT_FOUND);
  return ascentAnswer(ctx, caller, id);
}

export async function deleteAscent(ctx: AppContext, caller: Caller, id: string) {
  const { climbId } = await requireAccess(ctx, caller, ascentAccess.delete, id);
  await inTransaction(ctx.db, async (tx) => {
    // The climb before the tick, as a climb's removal (which takes its ticks with it) locks them.
    if (await lockClimb(tx, climbId)) await deleteAscentRow(tx, id);
  });
  return null;
}
