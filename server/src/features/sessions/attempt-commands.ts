import { CLIMB_NOT_ON_IN_SESSION, type Ascent, type SendBody, type Session } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { sessionAccess } from '../../access/session-access.ts';
import type { OpenTx } from '../../db/transaction.ts';
import { Conflict } from '../../http/errors.ts';
import { createAscent } from '../ascents/public.ts';
import { changeSession, inSessionTransaction, lockOpenSession, type SessionDeps } from './session-change.ts';
import { climbHasBeenOn, hasTicked, insertAttempt, priorAttempts } from './sessions.queries.ts';
import { tickShape } from './tick-shape.ts';

/**
 * Checks the climb is the group's current one or was earlier in the session: a try made offline on it counts
 * there after Next moved the group (docs/decisions/0217-session-rules.md). Never current (another wall's
 * included, which the queue never takes): 409.
 */
async function requireClimbOn(
  tx: OpenTx,
  row: { id: string; currentClimbId: string | null },
  climbId: string,
) {
  if (row.currentClimbId === climbId || (await climbHasBeenOn(tx, row.id, climbId))) return;
  throw new Conflict(CLIMB_NOT_ON_IN_SESSION);
}

/** '+1': one attempt of the caller on the climb named, current now or earlier in the session. */
export async function addAttempt(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  climbId: string,
): Promise<Session> {
  const { userId } = await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  const { session } = await changeSession(deps, id, 'attempt', async (tx, row) => {
    await requireClimbOn(tx, row, climbId);
    await insertAttempt(tx, { sessionId: id, userId, climbId });
  });
  return session;
}

/**
 * 'Sent': the caller sent the climb named, current now or earlier in the session. The tick goes through the
 * ticks feature's own command (the tick rules, in its transaction, under this request's Idempotency-Key); its
 * type and attempts come from the caller's attempts in every session (docs/decisions/0217-session-rules.md),
 * read under the same locks.
 */
export async function sendClimb(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof SendBody>,
): Promise<{ session: Session; ascent: Ascent }> {
  const { userId } = await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  let session: Session | undefined;
  const ascent = await inSessionTransaction(deps, (tx, record) =>
    createAscent(
      { ...deps.ctx, db: tx as never },
      caller,
      {
        climb_id: body.climb_id,
        ascent_date: new Date().toISOString().slice(0, 10),
        ascent_type: 'redpoint',
        attempts: 1,
        description: null,
        public: body.public,
        angle: body.angle,
      },
      {
        shape: async () => {
          await requireClimbOn(tx, await lockOpenSession(tx, id), body.climb_id);
          return tickShape(
            await priorAttempts(tx, userId, body.climb_id),
            await hasTicked(tx, userId, body.climb_id),
          );
        },
        record: async (tx2, ascentId) => {
          await insertAttempt(tx2, { sessionId: id, userId, climbId: body.climb_id, sent: true, ascentId });
          session = await record(id, 'sent');
        },
      },
    ),
  );
  return { session: session!, ascent };
}
