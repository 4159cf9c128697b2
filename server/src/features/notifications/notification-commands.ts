import { NOTIFICATION_NOT_FOUND, type UnreadNotifications } from '@spraybook/contract';
import { requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import { notificationsShownTo } from '../../access/notification-visibility.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFound } from '../../http/errors.ts';
import {
  markAllRead,
  markGroupRead,
  unreadGroupCount,
  visibleNotification,
} from './notifications.queries.ts';

/**
 * POST /notifications/:id/read: reads the notification's whole group (the page shows it as one line).
 * One the caller may not see now is not found, as anything hidden is.
 */
export async function markNotificationRead(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<UnreadNotifications> {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  const shown = notificationsShownTo(caller);
  return inTransaction(ctx.db, async (tx) => {
    const group = await visibleNotification(tx, me, shown, id);
    if (!group) throw new NotFound(NOTIFICATION_NOT_FOUND);
    await markGroupRead(tx, me, group);
    return { unread: await unreadGroupCount(tx, me, shown) };
  });
}

/** POST /notifications/read: 'Mark all read'. */
export async function markAllNotificationsRead(
  ctx: AppContext,
  caller: Caller,
): Promise<UnreadNotifications> {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  await inTransaction(ctx.db, (tx) => markAllRead(tx, me));
  return { unread: 0 };
}
