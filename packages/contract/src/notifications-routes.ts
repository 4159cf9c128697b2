import { route, type Route } from './route.ts';

const tag = 'notifications';

/** The notifications feature's calls; `routes` holds them with the rest. */
export const notificationsRoutes = {
  listNotifications: route({
    method: 'GET',
    path: '/notifications',
    summary: "The caller's notifications, grouped, newest first, only what they may read now",
    tag,
    auth: 'required',
  }),
  getUnreadNotifications: route({
    method: 'GET',
    path: '/notifications/unread',
    summary: "How many of the caller's notification groups are unread (the bell's count)",
    tag,
    auth: 'required',
  }),
  markNotificationRead: route({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark a notification and the rest of its group read; answers the unread count',
    tag,
    auth: 'required',
  }),
  markAllNotificationsRead: route({
    method: 'POST',
    path: '/notifications/read',
    summary: "Mark all the caller's notifications read",
    tag,
    auth: 'required',
  }),
  getNotificationSettings: route({
    method: 'GET',
    path: '/notifications/settings',
    summary: 'How each kind of notification reaches the caller: in the app, push or off',
    tag,
    auth: 'required',
  }),
  updateNotificationSettings: route({
    method: 'PUT',
    path: '/notifications/settings',
    summary: 'Change how some kinds of notification reach the caller',
    tag,
    auth: 'required',
  }),
  getPushKey: route({
    method: 'GET',
    path: '/push/key',
    summary: "The server's VAPID public key, to subscribe a device to Web Push",
    tag,
    auth: 'required',
  }),
  subscribePush: route({
    method: 'PUT',
    path: '/push/subscriptions',
    summary:
      "Receive the caller's push notifications on this device; again with the same endpoint changes nothing",
    tag,
    auth: 'required',
    status: 204,
  }),
  unsubscribePush: route({
    method: 'POST',
    path: '/push/subscriptions/remove',
    summary: 'Stop push notifications to one device of the caller (an unknown endpoint is already stopped)',
    tag,
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;
