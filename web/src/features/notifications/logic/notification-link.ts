import type { Notification } from '@spraybook/contract';

/**
 * Where a notification line leads: the climb it is about, else its wall (a wall comment, several new
 * climbs on one wall), else the newest follower's profile.
 */
export function notificationLink(
  n: Pick<Notification, 'kind' | 'count' | 'wall_id' | 'climb_id' | 'actors'>,
) {
  const severalClimbs = n.kind === 'new_climb' && n.count > 1;
  if (n.wall_id && n.climb_id && !severalClimbs) return `/walls/${n.wall_id}/climbs/${n.climb_id}`;
  if (n.wall_id) return `/walls/${n.wall_id}`;
  const follower = n.actors[0];
  return follower ? `/user/${follower.id}` : '/notifications';
}
