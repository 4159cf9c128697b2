import { ALREADY_IN_A_SESSION, SESSION_FULL, SESSION_MEMBERS_MAX, type Session } from '@spraybook/contract';
import type { z } from 'zod';
import type { NextClimbBody, StartSessionBody } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { sessionAccess } from '../../access/session-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import { Conflict } from '../../http/errors.ts';
import {
  changeSession,
  endIdle,
  inSessionTransaction,
  lockOpenSession,
  type SessionDeps,
} from './session-change.ts';
import { requireSessionClimb } from './session-climb.ts';
import { sessionAnswer } from './session-answer.ts';
import {
  dequeue,
  endSessionRow,
  insertSession,
  leaveMember,
  presentSessionOf,
  queuedClimbs,
  setCurrentClimb,
  upsertMember,
} from './sessions.queries.ts';

/** Starts a session on a wall the caller reads, the caller its starter and first member. */
export async function startSession(
  { ctx, bus }: SessionDeps,
  caller: Caller,
  wallId: string,
  body: z.output<typeof StartSessionBody>,
): Promise<Session> {
  const { userId } = await requireAccess(ctx, caller, wallAccess.start_session, wallId);
  if (body.climb_id) await requireSessionClimb(ctx, caller, body.climb_id, wallId);
  return inSessionTransaction({ ctx, bus }, async (tx, record) => {
    await endIdle(tx, record, { userId });
    if (await presentSessionOf(tx, userId)) throw new Conflict(ALREADY_IN_A_SESSION);
    const id = await insertSession(tx, wallId, userId, body.climb_id ?? null);
    await upsertMember(tx, id, userId);
    return record(id, 'started');
  });
}

/** Joins a session (coming back to one left is joining again); already in it: the session as it is. */
export async function joinSession(deps: SessionDeps, caller: Caller, id: string): Promise<Session> {
  const { userId, role } = await requireAccess(deps.ctx, caller, sessionAccess.join, id);
  if (role === 'present') return sessionAnswer(deps.ctx.db, id);
  const { session } = await changeSession(deps, id, 'joined', async (tx, row, record) => {
    await endIdle(tx, record, { userId });
    if (await presentSessionOf(tx, userId)) throw new Conflict(ALREADY_IN_A_SESSION);
    if (row.memberCount >= SESSION_MEMBERS_MAX) throw new Conflict(SESSION_FULL);
    await upsertMember(tx, id, userId);
  });
  return session;
}

/** Leaves a session; the caller's attempts stay in it. */
export async function leaveSession(deps: SessionDeps, caller: Caller, id: string): Promise<null> {
  const { userId, role } = await requireAccess(deps.ctx, caller, sessionAccess.leave, id);
  if (role !== 'present') return null;
  await inSessionTransaction(deps, async (tx, record) => {
    const found = await lockOpenSession(tx, id).catch(() => null);
    // Ended meanwhile: its end let everyone go.
    if (!found) return;
    await leaveMember(tx, id, userId);
    await record(id, 'left');
  });
  return null;
}

/** Ends a session (its starter): everyone leaves it, its queue empties, its summary is final. */
export async function endSession(deps: SessionDeps, caller: Caller, id: string): Promise<Session> {
  await requireAccess(deps.ctx, caller, sessionAccess.end, id);
  const { session } = await changeSession(deps, id, 'ended', (tx) => endSessionRow(tx, id));
  return session;
}

/**
 * 'Next': the group moves to the queue's first climb (none left: no current climb). Moves only from the
 * climb the caller saw, so two phones tapping Next at once move the group once.
 */
export async function nextClimb(
  deps: SessionDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof NextClimbBody>,
): Promise<Session> {
  await requireAccess(deps.ctx, caller, sessionAccess.play, id);
  return inSessionTransaction(deps, async (tx, record) => {
    const row = await lockOpenSession(tx, id);
    // Another phone moved the group already: the session as it now is, no event.
    if (row.currentClimbId !== body.from) return sessionAnswer(tx, id);
    const [next = null] = await queuedClimbs(tx, id);
    if (next) await dequeue(tx, id, next);
    await setCurrentClimb(tx, id, next);
    return record(id, 'next');
  });
}
