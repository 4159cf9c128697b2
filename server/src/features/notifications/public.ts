/** What other features may use of notifications: a person's data export and account deletion. */
export { deleteNotificationsOf } from './notifications.queries.ts';
export { notificationsExport } from './notifications-export.ts';
