import { SESSION_IDLE_HOURS } from '@spraybook/contract';
import { sql, type SQL } from 'drizzle-orm';
import { climbingSessionMembers, climbingSessions } from '../db/schema/sessions.ts';
import type { ReaderSql } from './caller.ts';
import { wallsReadableBy } from './wall-visibility.ts';

/**
 * `session.read` as SQL over climbing_sessions joined with the session's wall (`walls`), for a reader given as SQL
 * (a parameter, or a column naming each row's reader): a signed-in reader of the wall reads a session while it is
 * open (not idle for SESSION_IDLE_HOURS), one they were in, and one shared to the wall's feed; a visitor none.
 * agreement.test.ts checks it, through the notifications it shows, against the rule.
 */
export function sessionsReadableBy(reader: ReaderSql): SQL {
  if (!reader) return sql`false`;
  const open = sql`${climbingSessions.status} = 'open'
    and ${climbingSessions.lastActivity} > now() - make_interval(hours => ${SESSION_IDLE_HOURS})`;
  const wasIn = sql`exists (select 1 from ${climbingSessionMembers} m
    where m.session_id = ${climbingSessions.id} and m.user_id = ${reader})`;
  return sql`(${wallsReadableBy(reader)} and (${open} or ${wasIn} or ${climbingSessions.sharedAt} is not null))`;
}
