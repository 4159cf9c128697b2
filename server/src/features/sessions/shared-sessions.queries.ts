import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  climbingSessionAttempts as attempts,
  climbingSessionMembers as members,
  climbingSessions as sessions,
} from '../../db/schema/sessions.ts';

/** Marks an ended session shared to its wall's feed; false when it already was (a race past the rule). */
export async function markShared(tx: Tx, sessionId: string) {
  const rows = await tx
    .update(sessions)
    .set({ sharedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'ended'), sql`${sessions.sharedAt} is null`))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Whether anyone tried a climb in the session. */
export async function anyAttempt(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({ id: attempts.sessionId })
    .from(attempts)
    .where(eq(attempts.sessionId, sessionId))
    .limit(1);
  return !!row;
}

/** A wall's newest shared sessions that `shown` (the feed's rule as SQL) lets the caller see, `limit` of them. */
export async function sharedSessionsOnWall(db: Tx, opts: { wallId: string; limit: number; shown: SQL }) {
  return db
    .select({ id: sessions.id, sharedAt: sessions.sharedAt, starterId: sessions.starterId })
    .from(sessions)
    .where(and(eq(sessions.wallId, opts.wallId), sql`${sessions.sharedAt} is not null`, opts.shown))
    .orderBy(desc(sessions.sharedAt), desc(sessions.id))
    .limit(opts.limit);
}

/** Per session: its tries, sends, climbs tried and the climbs sent, of the tries `shown` to the reader. */
export async function sessionTotals(db: Tx, sessionIds: string[], shown: SQL) {
  if (!sessionIds.length) return [];
  return db
    .select({
      sessionId: attempts.sessionId,
      attempts: sql<number>`count(*)::int`,
      sends: sql<number>`count(*) filter (where ${attempts.sent})::int`,
      climbs: sql<number>`count(distinct ${attempts.climbId})::int`,
      sent: sql<
        string[]
      >`coalesce(array_agg(distinct ${attempts.climbId}) filter (where ${attempts.sent}), '{}')::text[]`,
    })
    .from(attempts)
    .where(and(inArray(attempts.sessionId, sessionIds), shown))
    .groupBy(attempts.sessionId);
}

/** Per session, who tried a climb in it (a try `shown` to the reader), in the order they joined. */
export async function sessionClimbers(db: Tx, sessionIds: string[], shown: SQL) {
  if (!sessionIds.length) return [];
  return db
    .select({ sessionId: members.sessionId, userId: members.userId })
    .from(members)
    .where(
      and(
        inArray(members.sessionId, sessionIds),
        sql`exists (select 1 from ${attempts} where ${attempts.sessionId} = ${members.sessionId}
          and ${attempts.userId} = ${members.userId} and ${shown})`,
      ),
    )
    .orderBy(asc(members.joined), asc(members.userId));
}
