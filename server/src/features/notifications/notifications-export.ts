import type { Caller } from '../../access/caller.ts';
import { notificationsShownTo } from '../../access/notification-visibility.ts';
import type { Tx } from '../../db/client.ts';
import { settingsOf } from './notification-settings.ts';
import { exportRows } from './notifications.queries.ts';
import { exportSubscriptions } from './push-subscriptions.queries.ts';

/** A person's notifications (those they may see now), settings and push devices, for their data export. */
export async function notificationsExport(db: Tx, caller: Caller, me: string) {
  return {
    notifications: await exportRows(db, me, notificationsShownTo(caller)),
    settings: await settingsOf(db, me),
    pushSubscriptions: await exportSubscriptions(db, me),
  };
}
