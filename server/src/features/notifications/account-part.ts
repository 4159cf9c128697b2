import type { AccountPart } from '../../account-data/account-part.ts';
import { notificationsExport } from './notifications-export.ts';
import { deleteNotificationsOf } from './notifications.queries.ts';

/** A person's notifications, settings and push devices: in their data export, and gone with their account. */
export const notificationsAccountPart: AccountPart = {
  async exportSections({ db, caller, userId }) {
    const told = await notificationsExport(db, caller, userId);
    return {
      notifications: told.notifications,
      notification_settings: told.settings,
      push_subscriptions: told.pushSubscriptions,
    };
  },
  deletePersonalRows: deleteNotificationsOf,
};
