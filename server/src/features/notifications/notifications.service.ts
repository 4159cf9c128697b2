import type { NotificationsPage, UnreadNotifications } from '@spraybook/contract';
import { NOTIFICATION_ACTORS_NAMED } from '@spraybook/contract';
import { requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import { notificationsShownTo } from '../../access/notification-visibility.ts';
import type { AppContext } from '../../context.ts';
import { nextCursor, splitCursor } from '../../lib/newest-first-cursor.ts';
import { toNotification } from './notifications.mapper.ts';
import { actorRows, notificationGroupRows, unreadGroupCount } from './notifications.queries.ts';

/** GET /notifications: the caller's notification groups, `limit` of them below the `before` cursor. */
export async function listNotifications(
  ctx: AppContext,
  caller: Caller,
  query: { limit: number; before?: string },
): Promise<NotificationsPage> {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  // The contract checked the cursor's shape: `<created, to the microsecond>_<id>`, as the feed's.
  const before = query.before ? splitCursor(query.before) : undefined;
  const rows = await notificationGroupRows(ctx.db, {
    me,
    shown: notificationsShownTo(caller),
    limit: query.limit,
    before,
  });
  const items = rows.slice(0, query.limit);
  const named = new Set(items.flatMap((row) => firstActors(row.actor_ids)));
  const actors = new Map((await actorRows(ctx.db, [...named])).map((a) => [a.id, a]));
  return {
    items: items.map((row) => toNotification(row, firstActors(row.actor_ids), actors)),
    next_before: nextCursor(rows, query.limit),
  };
}

/** GET /notifications/unread: the bell's count. */
export async function unreadNotifications(ctx: AppContext, caller: Caller): Promise<UnreadNotifications> {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  return { unread: await unreadGroupCount(ctx.db, me, notificationsShownTo(caller)) };
}

/** The newest few different people of a group, newest first. */
function firstActors(ids: (string | null)[]) {
  return [...new Set(ids.filter((id) => id !== null))].slice(0, NOTIFICATION_ACTORS_NAMED);
}
