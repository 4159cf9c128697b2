import type { ClimbAttemptsSummary, Session, SessionSummary } from '@spraybook/contract';
import { requireAccess, requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { sessionAccess } from '../../access/session-access.ts';
import { sessionTriesShownTo } from '../../access/session-tries-visibility.ts';
import { endIdle, inSessionTransaction, type SessionDeps } from './session-change.ts';
import { sessionAnswer } from './session-answer.ts';
import { summaryOf } from './session-summary.ts';
import { climberFigures, presentSessionOf } from './sessions.queries.ts';

/**
 * A session the caller may read, and its row; one found idle past its time is ended first, with its event.
 * A reader who was never in it sees only the tries its climbers made public by a public send.
 */
async function readSession(deps: SessionDeps, caller: Caller, id: string) {
  const found = await requireAccess(deps.ctx, caller, sessionAccess.read, id);
  if (found.row.status === 'open' && !found.facts.open)
    await inSessionTransaction(deps, (tx, record) => endIdle(tx, record, { sessionId: id }));
  const outsider = found.role !== 'present' && found.role !== 'former';
  const session = await sessionAnswer(deps.ctx.db, id, outsider ? sessionTriesShownTo(caller) : undefined);
  return { session, row: found.row };
}

export async function getSession(deps: SessionDeps, caller: Caller, id: string): Promise<Session> {
  return (await readSession(deps, caller, id)).session;
}

/** The open session the caller is in, or null. */
export async function getCurrentSession(deps: SessionDeps, caller: Caller): Promise<Session | null> {
  const userId = requireAppAccess(caller, appAccess.own_session);
  await inSessionTransaction(deps, (tx, record) => endIdle(tx, record, { userId }));
  const id = await presentSessionOf(deps.ctx.db, userId);
  return id ? sessionAnswer(deps.ctx.db, id) : null;
}

export async function getSessionSummary(
  deps: SessionDeps,
  caller: Caller,
  id: string,
): Promise<SessionSummary> {
  const { session, row } = await readSession(deps, caller, id);
  const [summary, share] = await Promise.all([
    summaryOf(deps.ctx, caller, session),
    sessionAccess.share.examine(deps.ctx.db, caller, id),
  ]);
  // Nothing tried, nothing to share (the share's own 409 says so to a caller who tries).
  const canShare = share.decision === 'allow' && summary.climbs.length > 0;
  return { ...summary, shared: row.sharedAt, can_share: canShare };
}

/** 'You: 3 sessions, 11 attempts, sent 12 Nov': the caller's own figures on a climb they read. */
export async function getClimbAttempts(
  deps: SessionDeps,
  caller: Caller,
  climbId: string,
): Promise<ClimbAttemptsSummary> {
  const { userId } = await requireAccess(deps.ctx, caller, climbAccess.read, climbId);
  const figures = userId ? await climberFigures(deps.ctx.db, userId, climbId) : null;
  return {
    climb_id: climbId,
    sessions: figures?.sessions ?? 0,
    attempts: figures?.attempts ?? 0,
    sent_on: figures?.sentOn ?? null,
  };
}
