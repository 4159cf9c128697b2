import { SESSION_IDLE_HOURS } from '@spraybook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { climbingSessionMembers, climbingSessions } from '../db/schema/sessions.ts';

/**
 * A session's row, whether it is still open (an open one idle for SESSION_IDLE_HOURS has ended, even before
 * anything wrote so), and the caller's membership in it.
 */
export async function sessionFacts(db: Tx, sessionId: string, userId: string | null) {
  const [found] = await db
    .select({
      row: climbingSessions,
      open: sql<boolean>`${climbingSessions.status} = 'open'
        and ${climbingSessions.lastActivity} > now() - make_interval(hours => ${SESSION_IDLE_HOURS})`,
      present: climbingSessionMembers.present,
    })
    .from(climbingSessions)
    .leftJoin(
      climbingSessionMembers,
      and(
        eq(climbingSessionMembers.sessionId, climbingSessions.id),
        userId ? eq(climbingSessionMembers.userId, userId) : sql`false`,
      ),
    )
    .where(eq(climbingSessions.id, sessionId));
  return found;
}
