import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import { notifications } from '../db/schema/notifications.ts';
import { climbingSessions } from '../db/schema/sessions.ts';
import { walls } from '../db/schema/walls.ts';
import { ascentsListedBy } from './ascent-visibility.ts';
import { readerSql, type Caller, type ReaderSql } from './caller.ts';
import { climbsListedBy } from './climb-visibility.ts';
import { sessionsReadableBy } from './session-visibility.ts';
import { wallsReadableBy } from './wall-visibility.ts';

/**
 * The notifications a reader may see now, as SQL over notifications left-joined with their wall,
 * climb and tick: each subject it names must pass its read rule today (`wall.read`, `climb.read`,
 * `ascent.read`, `session.read`), whatever was true when it was written. So a member removed from a private
 * wall, or a wall made private, hides its notifications from those it no longer admits; a draft's reach nobody
 * but its setter; a tick made private leaves its setter's notifications; an invitation to a session that ended
 * shows only to those who may still read it (who joined it, or when shared), leading to its summary
 * (docs/decisions/0226). Comments need no rule of their own: `comment.read` is its wall's and climb's.
 * agreement.test.ts checks it against the rules.
 */
export function notificationsShownTo(caller: Caller): SQL {
  return notificationsShownBy(readerSql(caller));
}

/**
 * The same rule for many readers at once: each notification as its own recipient may see it now (the
 * push worker checks a whole batch in one query). Recipients read as registered climbers: a deleted
 * account's notifications go with it.
 */
export function notificationsShownToRecipients(): SQL {
  return notificationsShownBy(sql`${notifications.recipientId}`);
}

function notificationsShownBy(reader: ReaderSql): SQL {
  return and(
    or(isNull(notifications.wallId), wallsReadableBy(reader)),
    or(isNull(notifications.climbId), climbsListedBy(reader)),
    or(isNull(notifications.ascentId), ascentsListedBy(reader)),
    or(isNull(notifications.sessionId), sessionShownBy(reader)),
  )!;
}

/** The notification's session passes `session.read` for the reader; its wall is the joined `walls` row. */
function sessionShownBy(reader: ReaderSql): SQL {
  return sql`exists (select 1 from ${climbingSessions} where ${climbingSessions.id} = ${notifications.sessionId}
    and ${climbingSessions.wallId} = ${walls.id} and ${sessionsReadableBy(reader)})`;
}
