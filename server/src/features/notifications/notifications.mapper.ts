import type { Notification } from '@spraybook/contract';
import type { NotificationGroupRow } from './notifications.queries.ts';

interface ActorRow {
  id: string;
  displayName: string | null;
  deleted: boolean;
}

/** A group row as the page shows it; a deleted account keeps no name. */
export function toNotification(
  row: NotificationGroupRow,
  named: string[],
  actors: Map<string, ActorRow>,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    created: new Date(row.cursor).toISOString(),
    read: row.read,
    count: row.count,
    actors: named.flatMap((id) => {
      const actor = actors.get(id);
      return actor
        ? [{ id, display_name: actor.deleted ? null : actor.displayName, deleted: actor.deleted }]
        : [];
    }),
    actor_count: new Set(row.actor_ids.filter((id) => id !== null)).size,
    flashes: row.flashes,
    wall_id: row.wall_id,
    wall_name: row.wall_name,
    climb_id: row.climb_id,
    climb_name: row.climb_name,
    comment_id: row.comment_id,
    session_id: row.session_id,
  };
}
