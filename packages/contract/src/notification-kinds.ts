/**
 * What a climber is told about (issue 46), as plain data: the server's table checks its kinds against
 * this list, the web's settings list them in this order.
 */
export const NOTIFICATION_KINDS = [
  'reply',
  'comment',
  'tick',
  'follow',
  'new_climb',
  'grade',
  'session_invite',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches its climber: in the app only, also on the lock screen (Web Push), or not at all. */
export const NOTIFICATION_DELIVERIES = ['app', 'push', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * Push only where a climber wants to know at once: answers, repeats, new followers, and a friend asking them to
 * climb together now (a session invitation is stale within hours).
 */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  reply: 'push',
  comment: 'app',
  tick: 'push',
  follow: 'push',
  new_climb: 'app',
  grade: 'app',
  session_invite: 'push',
};

/** A notification's climber names at most this many of the people in a group ('Ana, Bea and 3 others'). */
export const NOTIFICATION_ACTORS_NAMED = 2;
