import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@spraybook/contract';
import { requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { saveSettings, settingRows } from './notifications.queries.ts';

/** Every kind's delivery: the climber's choice where they made one, its default elsewhere. */
export async function settingsOf(db: Tx, me: string): Promise<NotificationSettings> {
  const chosen = new Map((await settingRows(db, me)).map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY[kind]]),
  ) as NotificationSettings;
}

/** GET /notifications/settings */
export function notificationSettings(ctx: AppContext, caller: Caller) {
  return settingsOf(ctx.db, requireAppAccess(caller, appAccess.own_notifications));
}

/**
 * PUT /notifications/settings: stores each kind given, a default too (so a later change of the defaults
 * leaves a climber's own choice alone). Push is kept now and used once Web Push is built.
 */
export async function updateNotificationSettings(
  ctx: AppContext,
  caller: Caller,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  const given = NOTIFICATION_KINDS.flatMap((kind) => {
    const delivery = body[kind];
    return delivery ? [{ kind, delivery }] : [];
  });
  return inTransaction(ctx.db, async (tx) => {
    await saveSettings(tx, me, given);
    return settingsOf(tx, me);
  });
}
