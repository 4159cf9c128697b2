import { sql, type SQL } from 'drizzle-orm';
import { ascents } from '../db/schema/ascents.ts';
import {
  climbingSessionAttempts as attempts,
  climbingSessionMembers as members,
  climbingSessions as sessions,
} from '../db/schema/sessions.ts';
import { readerSql, type Caller } from './caller.ts';

/**
 * Which of a session's tries (rows of climbing_session_attempts) the caller sees, as SQL, where the caller
 * reads the session (`session.read`): a climber's tries on a climb are their own until they send it with a
 * public tick (issue 45: "private to the climber unless the tick is public"). The climber and the session's
 * members, present or former, who climbed beside them, see all of them; any other reader (a shared summary's
 * reader on the wall's feed, a climber looking in on an open session) sees a climber's tries on a climb once one
 * of them is a send whose tick is public, and the starter's own once the starter shared the session's summary
 * (docs/decisions/0223-shared-session-summary.md).
 */
export function sessionTriesShownTo(caller: Caller): SQL {
  const reader = readerSql(caller);
  const publicSend = sql`exists (select 1 from ${attempts} s join ${ascents} a on a.id = s.ascent_id
    where s.session_id = ${attempts.sessionId} and s.user_id = ${attempts.userId}
      and s.climb_id = ${attempts.climbId} and s.sent and a.public)`;
  const sharedByThem = sql`exists (select 1 from ${sessions} z where z.id = ${attempts.sessionId}
    and z.starter_id = ${attempts.userId} and z.shared_at is not null)`;
  const beyondTheSession = sql`(${publicSend} or ${sharedByThem})`;
  if (!reader) return beyondTheSession;
  return sql`(${attempts.userId} = ${reader}
    or exists (select 1 from ${members} m where m.session_id = ${attempts.sessionId} and m.user_id = ${reader})
    or ${beyondTheSession})`;
}
