import {
  CLIMB_ALREADY_QUEUED,
  CLIMB_NOT_QUEUED,
  NO_CLIMB_MATCHES,
  QUEUE_ORDER_MISMATCH,
  SESSION_QUEUE_FULL,
  SESSION_QUEUE_MAX,
  type RandomClimbQuery,
  type Session,
} from '@spraybook/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { sessionAccess } from '../../access/session-access.ts';
import type { OpenTx } from '../../db/transaction.ts';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { climbFilterCondition } from '../climbs/public.ts';
import { changeSession, type SessionDeps } from './session-change.ts';
import { requireSessionClimb } from './session-climb.ts';
import { randomClimb } from './random-climb.queries.ts';
import {
  dequeue,
  enqueue,
  queuedClimbs,
  setCurrentClimb,
  setQueueOrder,
  type SessionRow,
} from './sessions.queries.ts';

/** Puts a climb at the end of the queue; with no current climb, the group is on it at once. */
async function addClimb(tx: OpenTx, row: SessionRow, climbId: string, userId: string) {
  if (row.currentClimbId === climbId) throw new Conflict(CLIMB_ALREADY_QUEUED);
  if (!row.currentClimbId) return setCurrentClimb(tx, row.id, climbId);
  if (row.queueCount >= SESSION_QUEUE_MAX) throw new Conflict(SESSION_QUEUE_FULL);
  await enqueue(tx, row.id, climbId, userId);
}

export async function queueClimb(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  climbId: string,
): Promise<Session> {
  const { userId, row } = await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  await requireSessionClimb(deps.ctx, caller, climbId, row.wallId);
  const { session } = await changeSession(deps, id, 'queued', (tx, locked) =>
    addClimb(tx, locked, climbId, userId),
  );
  return session;
}

/** 'Add a random climb': one the climbs list with these filters shows the caller, not yet in the queue. */
export async function queueRandomClimb(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  filter: z.output<typeof RandomClimbQuery>,
): Promise<Session> {
  const { userId, row, wall } = await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  const listed = and(climbsListedTo(caller), climbFilterCondition(filter, caller, wall.row));
  const { session } = await changeSession(deps, id, 'queued', async (tx, locked) => {
    const climbId = await randomClimb(tx, row, listed, filter.not_ticked_by_present);
    if (!climbId) throw new NotFound(NO_CLIMB_MATCHES);
    await addClimb(tx, locked, climbId, userId);
  });
  return session;
}

export async function reorderQueue(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  climbIds: string[],
): Promise<Session> {
  await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  const { session } = await changeSession(deps, id, 'reordered', async (tx) => {
    const queued = await queuedClimbs(tx, id);
    const same = climbIds.length === queued.length && new Set(climbIds).size === climbIds.length;
    if (!same || !climbIds.every((c) => queued.includes(c))) throw new Invalid(QUEUE_ORDER_MISMATCH);
    await setQueueOrder(tx, id, climbIds);
  });
  return session;
}

export async function unqueueClimb(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  climbId: string,
): Promise<Session> {
  await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  const { session } = await changeSession(deps, id, 'unqueued', async (tx) => {
    if (!(await dequeue(tx, id, climbId))) throw new NotFound(CLIMB_NOT_QUEUED);
  });
  return session;
}
