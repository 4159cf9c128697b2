import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { markAllNotificationsRead, markNotificationRead } from './notification-commands.ts';
import { notificationSettings, updateNotificationSettings } from './notification-settings.ts';
import { listNotifications, unreadNotifications } from './notifications.service.ts';
import { pushKey, subscribePush, unsubscribePush } from './push-subscriptions.ts';

export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listNotifications, ({ caller, query }) => listNotifications(ctx, caller, query));
  route(app, endpoints.getUnreadNotifications, ({ caller }) => unreadNotifications(ctx, caller));
  route(app, endpoints.markNotificationRead, ({ caller, params }) =>
    markNotificationRead(ctx, caller, params.id),
  );
  route(app, endpoints.markAllNotificationsRead, ({ caller }) => markAllNotificationsRead(ctx, caller));
  route(app, endpoints.getNotificationSettings, ({ caller }) => notificationSettings(ctx, caller));
  route(app, endpoints.updateNotificationSettings, ({ caller, body }) =>
    updateNotificationSettings(ctx, caller, body),
  );
  route(app, endpoints.getPushKey, ({ caller }) => pushKey(ctx, caller));
  route(app, endpoints.subscribePush, async ({ caller, body }) => {
    await subscribePush(ctx, caller, body);
    return null;
  });
  route(app, endpoints.unsubscribePush, async ({ caller, body }) => {
    await unsubscribePush(ctx, caller, body);
    return null;
  });
}
