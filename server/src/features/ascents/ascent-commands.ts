import { ASCENT_CLIMB_FIXED, ASCENT_NOT_FOUND } from '@spraybook/contract';
import type { Ascent, AscentBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { resolveCaller } from '../../access/caller.ts';
import { CLIMB_NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { lockClimb } from '../climbs/public.ts';
import { ascentAnswer } from './ascents.service.ts';
import { deleteAscentRow, findAscent, insertAscent, updateAscentRow } from './ascents.queries.ts';

type AscentInput = z.output<typeof AscentBody>;

const ascentColumns = (body: AscentInput) => ({
  ascentDate: body.ascent_date,
  ascentType: body.ascent_type,
  attempts: body.attempts,
  description: body.description,
  public: body.public,
});

/** Ticks a climb the caller can see. */
export async function createAscent(
  ctx: AppContext,
  identity: AuthIdentity,
  body: AscentInput,
): Promise<Ascent> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'climb.tick', body.climb_id);
  if (caller.state !== 'registered') throw new Error('requireAccess lets only registered callers write');
  const userId = caller.userId;
  const id = await inTransaction(ctx.db, async (tx) => {
    // The climb first, then the tick its counter trigger adds to it (the lock order in lockClimb).
    if (!(await lockClimb(tx, body.climb_id))) throw new NotFound(CLIMB_NOT_FOUND);
    return insertAscent(tx, { climbId: body.climb_id, userId, ...ascentColumns(body) });
  });
  return ascentAnswer(ctx, caller, id);
}

/** Changes a tick (its author); the climb stays the same. */
export async function updateAscent(
  ctx: AppContext,
  identity: AuthIdentity,
  id: string,
  body: AscentInput,
): Promise<Ascent> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'ascent.update', id);
  const ascent = await findAscent(ctx.db, id);
  if (!ascent) throw new NotFound(ASCENT_NOT_FOUND);
  if (ascent.climbId !== body.climb_id) throw new Invalid(ASCENT_CLIMB_FIXED);
  const updated = await inTransaction(
    ctx.db,
    async (tx) => (await lockClimb(tx, ascent.climbId)) && updateAscentRow(tx, id, ascentColumns(body)),
  );
  if (!updated) throw new NotFound(ASCENT_NOT_FOUND);
  return ascentAnswer(ctx, caller, id);
}

export async function deleteAscent(ctx: AppContext, identity: AuthIdentity, id: string) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'ascent.delete', id);
  await inTransaction(ctx.db, async (tx) => {
    // The climb before the tick, as a climb's removal (which takes its ticks with it) locks them.
    const ascent = await findAscent(tx, id);
    if (ascent && (await lockClimb(tx, ascent.climbId))) await deleteAscentRow(tx, id);
  });
  return null;
}
