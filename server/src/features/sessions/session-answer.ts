import { SESSION_NOT_FOUND, type Session } from '@spraybook/contract';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { NotFound } from '../../http/errors.ts';
import { sessionParts } from './sessions.queries.ts';

type Parts = NonNullable<Awaited<ReturnType<typeof sessionParts>>>;

/** A session as the API answers it: the same for every member (its stream's events carry it). */
export function toSession(p: Parts): Session {
  const { row } = p;
  return {
    id: row.id,
    wall_id: row.wallId,
    wall_name: p.wallName,
    starter_id: row.starterId,
    state: row.status,
    members: p.members.map((m) => ({
      user_id: m.userId,
      display_name: m.displayName,
      present: m.present,
      joined: m.joined,
    })),
    current_climb_id: row.currentClimbId,
    queue: p.queue,
    attempts: p.attempts.map((a) => ({
      user_id: a.userId,
      climb_id: a.climbId,
      attempts: a.attempts,
      sent: a.sent,
    })),
    started: row.started,
    ended: row.endedAt,
    last_activity: row.lastActivity,
    last_event_id: row.lastEventId,
  };
}

/**
 * Reads a session's answer, with no permission check: for services after `requireAccess`. `triesShown` keeps
 * to the tries a reader outside the session may see (sessionTriesShownTo); its members' answer has them all.
 */
export async function sessionAnswer(tx: Tx, sessionId: string, triesShown?: SQL): Promise<Session> {
  const parts = await sessionParts(tx, sessionId, triesShown);
  if (!parts) throw new NotFound(SESSION_NOT_FOUND);
  return toSession(parts);
}
