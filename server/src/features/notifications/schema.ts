import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '@spraybook/contract/plain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../db/schema/columns.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

// The notifications feature's own tables (0227): settings, defaults and Web Push.

/** A climber's choice of how a kind of notification reaches them; a kind without a row takes its default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_delivery_known',
      sql.raw(`delivery in (${NOTIFICATION_DELIVERIES.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * Each kind's default delivery, copied from the contract at every start (features/notifications/push),
 * so the outbox trigger reads the contract's defaults without a second copy in SQL.
 */
export const notificationDefaults = pgTable('notification_defaults', {
  kind: text('kind', { enum: NOTIFICATION_KINDS }).primaryKey(),
  delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
});

/** A device's Web Push subscription (one per browser endpoint); the push service gives its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created: created(),
  },
  (t) => [index('push_subscriptions_user_id').on(t.userId)],
);

/**
 * Pushes to send: a row per notification whose kind its recipient gets by push, written by a trigger
 * on notifications in the write's own transaction (0025_web_push.sql); the worker on each node drains it
 * with FOR UPDATE SKIP LOCKED, so no row is sent twice.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    created: created(),
  },
  (t) => [
    index('push_outbox_send_after').on(t.sendAfter),
    index('push_outbox_notification_id').on(t.notificationId),
  ],
);

/** When a climber was last pushed a kind: at most one push a minute per kind, the rest batched. */
export const pushSent = pgTable(
  'push_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
