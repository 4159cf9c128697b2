import {
  NOTIFICATION_ACTORS_NAMED,
  notificationLink,
  notificationText,
  PUSH_TITLE,
  type PushPayload,
} from '@spraybook/contract/plain';
import type { PushRow } from './notifications.queries.ts';

interface Actor {
  id: string;
  displayName: string | null;
  deleted: boolean;
}

/**
 * One push for the notifications of one kind batched since the climber's last ('Ana and 2 others ticked
 * Morning coffee'), in the page's words and leading where its line leads; `rows` newest first.
 */
export function pushPayload(rows: PushRow[], actors: Map<string, Actor>): PushPayload {
  const newest = rows[0]!;
  const actorIds = [...new Set(rows.flatMap((r) => (r.actor_id ? [r.actor_id] : [])))];
  const named = actorIds.slice(0, NOTIFICATION_ACTORS_NAMED).flatMap((id) => {
    const actor = actors.get(id);
    return actor
      ? [{ id, display_name: actor.deleted ? null : actor.displayName, deleted: actor.deleted }]
      : [];
  });
  const subject = {
    kind: newest.kind,
    count: rows.length,
    actors: named,
    actor_count: actorIds.length,
    flashes: rows.filter((r) => r.flash).length,
    wall_id: newest.wall_id,
    wall_name: newest.wall_name,
    climb_id: newest.climb_id,
    climb_name: newest.climb_name,
    session_id: newest.session_id,
  };
  return {
    title: PUSH_TITLE,
    body: notificationText(subject),
    url: notificationLink(subject),
    tag: newest.kind,
  };
}
