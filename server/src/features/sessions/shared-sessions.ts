import {
  SESSION_ALREADY_SHARED,
  SESSION_NOTHING_TO_SHARE,
  type SharedSessionItem,
} from '@spraybook/contract';
import type { SessionSummary } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { sessionsInFeed } from '../../access/feed-visibility.ts';
import { sessionAccess } from '../../access/session-access.ts';
import { sessionTriesShownTo } from '../../access/session-tries-visibility.ts';
import type { AppContext } from '../../context.ts';
import { Conflict } from '../../http/errors.ts';
import { averageGradesOf } from '../climbs/public.ts';
import { endIdle, inSessionTransaction, type SessionDeps } from './session-change.ts';
import { getSessionSummary } from './sessions.service.ts';
import {
  anyAttempt,
  markShared,
  sessionClimbers,
  sessionTotals,
  sharedSessionsOnWall,
} from './shared-sessions.queries.ts';
import { climbNames } from './summary.queries.ts';

/**
 * Shares an ended session's summary to its wall's feed (its starter, once; docs/decisions/0223-shared-session-summary.md):
 * from then on every signed-in reader of the wall reads it. Answers the summary as it now is.
 */
export async function shareSession(deps: SessionDeps, caller: Caller, id: string): Promise<SessionSummary> {
  await requireAccess(deps.ctx, caller, sessionAccess.share, id);
  await inSessionTransaction(deps, async (tx, record) => {
    // Idle past its time: ended by the rules already, now in its row too (its summary is final).
    await endIdle(tx, record, { sessionId: id });
    if (!(await anyAttempt(tx, id))) throw new Conflict(SESSION_NOTHING_TO_SHARE);
    if (!(await markShared(tx, id))) throw new Conflict(SESSION_ALREADY_SHARED);
  });
  return getSessionSummary(deps, caller, id);
}

/**
 * The wall's newest `limit` shared sessions the caller may read (`feed-visibility.ts`), as its feed shows them:
 * who climbed, tries, sends and the highest grade sent among the climbs the caller reads; none with no try the
 * caller may see. The caller reads the wall.
 */
export async function sharedSessionFeed(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  limit: number,
): Promise<SharedSessionItem[]> {
  const rows = await sharedSessionsOnWall(ctx.db, { wallId, limit, shown: sessionsInFeed(caller) });
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // A climber's tries show beyond the session once sent with a public tick (session-tries-visibility.ts).
  const shown = sessionTriesShownTo(caller);
  const [totals, climbers] = await Promise.all([
    sessionTotals(ctx.db, ids, shown),
    sessionClimbers(ctx.db, ids, shown),
  ]);
  const sent = [...new Set(totals.flatMap((t) => t.sent))];
  const [names, grades] = await Promise.all([
    climbNames(ctx.db, sent, climbsListedTo(caller)),
    averageGradesOf(ctx.db, sent, caller),
  ]);
  const gradeOf = (climbId: string) => (names.get(climbId)?.readable ? (grades.get(climbId) ?? null) : null);
  const items = rows.map((r) => {
    const t = totals.find((x) => x.sessionId === r.id);
    const shownGrades = (t?.sent ?? []).map(gradeOf).filter((g) => g !== null);
    return {
      type: 'session',
      id: r.id,
      created: r.sharedAt!,
      user_id: r.starterId,
      climber_ids: climbers.filter((c) => c.sessionId === r.id).map((c) => c.userId),
      climbs: t?.climbs ?? 0,
      attempts: t?.attempts ?? 0,
      sends: t?.sends ?? 0,
      top_grade: shownGrades.length ? Math.max(...shownGrades) : null,
    } satisfies SharedSessionItem;
  });
  // A session whose every try stays its climbers' (a friend's private send, nobody else tried) would be a card
  // saying nothing: the reader's feed leaves it out, as the summary it links to shows none of it either.
  return items.filter((item) => item.attempts > 0);
}
