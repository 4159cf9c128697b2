import {
  SESSION_ENDED,
  SESSION_NOT_FOUND,
  Session as SessionSchema,
  type Session,
  type SessionEventKind,
} from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction, type OpenTx } from '../../db/transaction.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { SessionBus } from './live/session-bus.ts';
import { sessionAnswer } from './session-answer.ts';
import { sessionConflict } from './session-constraints.ts';
import {
  deleteEventsUpTo,
  endIdleSessions,
  insertEvent,
  lockSession,
  nextEventId,
  type SessionRow,
} from './sessions.queries.ts';

/** What session commands need: the app's context and the node's live bus. */
export interface SessionDeps {
  ctx: AppContext;
  bus: SessionBus;
}

/**
 * Events a session's log keeps, the newest: each carries the whole session, so a phone that missed more
 * still gets the state it needs from the newest one (docs/decisions/0216-session-live-channel.md).
 */
export const SESSION_EVENTS_KEPT = 100;

/** Appends an event to a session's log, with the session as it now is; answers that session. */
export type RecordEvent = (sessionId: string, kind: SessionEventKind) => Promise<Session>;

/**
 * Runs a session write in one transaction: each event it records goes into its session's log with the
 * session as it then is, and is announced to every node at commit (docs/decisions/0216-session-live-channel.md).
 * A refusal by the database's invariants becomes its 409.
 */
export async function inSessionTransaction<T>(
  deps: SessionDeps,
  body: (tx: OpenTx, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const recorded = new Set<string>();
  const result = await sessionConflict(() =>
    inTransaction(deps.ctx.db, (tx) => {
      recorded.clear(); // a retried transaction records again
      return body(tx, async (sessionId, kind) => {
        const id = await nextEventId(tx, sessionId);
        const session = await sessionAnswer(tx, sessionId);
        // Stored as the wire has it (instants in ISO 8601): streams send it as it is.
        await insertEvent(tx, { sessionId, id, kind, data: SessionSchema.encode(session) });
        await deleteEventsUpTo(tx, sessionId, id - SESSION_EVENTS_KEPT);
        await deps.bus.announce(tx, sessionId);
        recorded.add(sessionId);
        return session;
      });
    }),
  );
  for (const sessionId of recorded) deps.bus.committed(sessionId);
  return result;
}

/** Ends the sessions idle for SESSION_IDLE_HOURS among `which`, each with its 'ended' event. */
export async function endIdle(tx: OpenTx, record: RecordEvent, which: Parameters<typeof endIdleSessions>[1]) {
  for (const id of await endIdleSessions(tx, which)) await record(id, 'ended');
}

/** Idle sessions the sweep ends per transaction. */
const SWEEP_BATCH = 100;

/**
 * Writes ended, each with its 'ended' event, every session idle for SESSION_IDLE_HOURS that is still open in its
 * row (nobody read it since): so its summary exists and the row says what every rule already treats it as.
 * Every node runs it (`sessionsRoutes`); batches skip the rows another node holds. Answers how many it ended.
 */
export async function sweepIdleSessions(deps: SessionDeps): Promise<number> {
  let ended = 0;
  for (;;) {
    const batch = await inSessionTransaction(deps, async (tx, record) => {
      const ids = await endIdleSessions(tx, { any: SWEEP_BATCH });
      for (const id of ids) await record(id, 'ended');
      return ids.length;
    });
    ended += batch;
    if (batch < SWEEP_BATCH) return ended;
  }
}

/** Locks an open session in `tx`, or says why not: a session that ended meanwhile is a 409. */
export async function lockOpenSession(tx: OpenTx, sessionId: string): Promise<SessionRow> {
  const found = await lockSession(tx, sessionId);
  if (!found) throw new NotFound(SESSION_NOT_FOUND);
  if (!found.open) throw new Conflict(SESSION_ENDED);
  return found.row;
}

/**
 * One change to an open session, locked (changes to one session happen one at a time), then its event:
 * answers the session as it now is, and what `change` answered.
 */
export async function changeSession<T = void>(
  deps: SessionDeps,
  sessionId: string,
  kind: SessionEventKind,
  change: (tx: OpenTx, row: SessionRow, record: RecordEvent) => Promise<T>,
): Promise<{ session: Session; result: T }> {
  return inSessionTransaction(deps, async (tx, record) => {
    const row = await lockOpenSession(tx, sessionId);
    const result = await change(tx, row, record);
    return { result, session: await record(sessionId, kind) };
  });
}
