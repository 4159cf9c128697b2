import type { NotificationKind } from './notification-kinds.ts';

/**
 * Where a notification leads: the session it invites to (where joining is one tap), the climb it is about, else
 * its wall (a wall comment, several new climbs on one wall), else the newest follower's profile. The page's lines
 * and the pushes both go here.
 */
export function notificationLink(n: {
  kind: NotificationKind;
  count: number;
  wall_id: string | null;
  climb_id: string | null;
  session_id?: string | null;
  actors: { id: string }[];
}) {
  if (n.session_id) return `/sessions/${n.session_id}`;
  const severalClimbs = n.kind === 'new_climb' && n.count > 1;
  if (n.wall_id && n.climb_id && !severalClimbs) return `/walls/${n.wall_id}/climbs/${n.climb_id}`;
  if (n.wall_id) return `/walls/${n.wall_id}`;
  const follower = n.actors[0];
  return follower ? `/user/${follower.id}` : '/notifications';
}
