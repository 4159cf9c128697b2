import type { Ascent, AscentBody } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import { ASCENT_NOT_FOUND } from '../../access/ascent-access.ts';
import { resolveCaller } from '../../access/caller.ts';
import { subjectsReadableTo } from '../../access/subject-names.ts';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { ascentAnswer } from './ascents.service.ts';
import { deleteAscentRow, findAscent, insertAscent, updateAscentRow } from './ascents.queries.ts';

type AscentInput = z.output<typeof AscentBody>;

export const ASCENT_CLIMB_FIXED = "A tick can't move to another climb.";

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
  const id = await insertAscent(ctx.db, {
    climbId: body.climb_id,
    userId: caller.userId,
    ...ascentColumns(body),
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
  const ascent = await findAscent(ctx.db, id, subjectsReadableTo(caller));
  if (!ascent) throw new NotFound(ASCENT_NOT_FOUND);
  if (ascent.climbId !== body.climb_id) throw new Invalid(ASCENT_CLIMB_FIXED);
  if (!(await updateAscentRow(ctx.db, id, ascentColumns(body)))) throw new NotFound(ASCENT_NOT_FOUND);
  return ascentAnswer(ctx, caller, id);
}

export async function deleteAscent(ctx: AppContext, identity: AuthIdentity, id: string) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'ascent.delete', id);
  await deleteAscentRow(ctx.db, id);
  return null;
}
