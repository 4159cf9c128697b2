import { userDisplayName } from './display-name.ts';
import { TOP_BAR_WORDS } from './first-screen-words.ts';
import type { NotificationDelivery, NotificationKind } from './notification-kinds.ts';

/** The words of notifications: the page, the bell and the settings say them (plain, no zod). */
export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_EMPTY =
  'Nothing yet. When someone ticks your climbs or answers you, it shows here.';
export const NOTIFICATIONS_MARK_ALL_READ = 'Mark all read';
export const NOTIFICATIONS_FAILED_TO_LOAD = 'Failed to load notifications.';
export const NOTIFICATION_SETTINGS_TITLE = 'Notifications';
export const NOTIFICATION_SETTINGS_HELP =
  'What the bell tells you about. Push also reaches the lock screen of the phones you turn it on for.';
export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A push's title on the lock screen: the app's name, as the top bar says it. */
export const PUSH_TITLE = TOP_BAR_WORDS.name;
/** Web Push on this device (notification settings). */
export const PUSH_DEVICE_LABEL = 'Get these on this phone';
export const PUSH_DEVICE_HELP = 'Kinds set to Push reach this phone’s lock screen, even with the app closed.';
export const PUSH_DEVICE_ON = 'Push is on for this phone';
export const PUSH_DEVICE_OFF = 'Push is off for this phone';
export const PUSH_DENIED =
  'Notifications are blocked for Spraybook in this browser. Allow them in its site settings, then try again.';
export const PUSH_FAILED = 'Could not turn on push. Try again.';
export const PUSH_NOT_SECURE =
  'Push needs a secure (https) address; on this address the bell still tells you.';
export const PUSH_IOS_INSTALL = 'On an iPhone, push works in the installed app.';
export const PUSH_UNSUPPORTED = 'This browser cannot receive push notifications; the bell still tells you.';

/** The bell's accessible name: its count in words, so a screen reader says more than a number. */
export function notificationsBellLabel(unread: number) {
  return unread === 0 ? NOTIFICATIONS_TITLE : `${NOTIFICATIONS_TITLE}, ${unread} unread`;
}

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reply: 'Replies to your comments',
  comment: 'Comments on your climbs and walls',
  tick: 'Ticks of your climbs',
  follow: 'New followers',
  new_climb: 'New climbs on your favourite walls',
  grade: 'Grade changes of your climbs',
  session_invite: 'Invitations to climb together',
};

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  app: 'In the app',
  push: 'Push',
  off: 'Off',
};

interface Actor {
  display_name: string | null;
  deleted: boolean;
}

/** What a notification group says, enough of it to read in one line. */
export interface NotificationSubject {
  kind: NotificationKind;
  count: number;
  actors: Actor[];
  actor_count: number;
  flashes: number;
  wall_name: string | null;
  climb_name: string | null;
}

/** 'Ana', 'Ana and Bea', 'Ana and 3 others'; 'Someone' for an anonymous grade vote. */
export function notificationActors(actors: Actor[], count: number) {
  const [first, second] = actors;
  if (!first) return 'Someone';
  const name = userDisplayName(first);
  if (count <= 1) return name;
  if (count === 2 && second) return `${name} and ${userDisplayName(second)}`;
  return `${name} and ${count - 1} ${count - 1 === 1 ? 'other' : 'others'}`;
}

/** The one line of a notification group ('Ana and 3 others ticked Morning coffee'). */
export function notificationText(n: NotificationSubject) {
  const who = notificationActors(n.actors, n.actor_count);
  const place = n.climb_name ?? n.wall_name ?? '';
  switch (n.kind) {
    case 'reply':
      return `${who} replied to your comment on ${place}`;
    case 'comment':
      return `${who} commented on ${place}`;
    case 'tick': {
      if (n.count === 1) return `${who} ${n.flashes ? 'flashed' : 'ticked'} ${place}`;
      const flashes = n.flashes ? ` (${n.flashes} ${n.flashes === 1 ? 'flash' : 'flashes'})` : '';
      return `${who} ticked ${place}${flashes}`;
    }
    case 'follow':
      return `${who} started following you`;
    case 'new_climb':
      return n.count === 1
        ? `${who} set ${place} on ${n.wall_name}`
        : `${who} set ${n.count} climbs on ${n.wall_name}`;
    case 'grade':
      return `Grade votes moved ${place} by a full grade`;
    case 'session_invite':
      return `${who} invited you to climb together on ${n.wall_name}`;
  }
}

/** A subscription whose push service is not a public HTTPS address (the server will not post to it). */
export const PUSH_ENDPOINT_REFUSED =
  "This device's push service can't be used: it is not a public HTTPS address.";
