import { NOTIFICATION_KINDS } from '@spraybook/contract/plain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ascents } from './ascents.ts';
import { climbs } from './climbs.ts';
import { created } from './columns.ts';
import { commentReplies, comments } from './comments.ts';
import { climbingSessions } from './sessions.ts';
import { users } from './users.ts';
import { walls } from './walls.ts';

// Notifications: core's, as access/ reads them; settings and push are the notifications feature's (0227).

/**
 * What a climber is told (issue 46): one row per event, written by triggers in the statement that
 * makes the event (0024_notifications.sql), never for one's own doing. Each subject's row removes its
 * notifications with it; what a reader may see of the rest is decided when read
 * (access/notification-visibility.ts). `group_key` gathers one climb's ticks, one setter's new climbs
 * on one wall… into one line.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who did it; null for an anonymous grade vote. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id').references(() => walls.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id').references(() => climbs.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => commentReplies.id, { onDelete: 'cascade' }),
    ascentId: uuid('ascent_id').references(() => ascents.id, { onDelete: 'cascade' }),
    /** The session a climber was invited to (0033_session_invitations.sql). */
    sessionId: uuid('session_id').references(() => climbingSessions.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    created: created(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check(
      'notification_kind_known',
      sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    index('notifications_recipient_created').on(t.recipientId, t.created, t.id),
    index('notifications_recipient_unread')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    // Deleting a subject (a climb, a tick, a comment…) deletes its notifications by these.
    ...(['wallId', 'climbId', 'commentId', 'replyId', 'ascentId', 'actorId', 'sessionId'] as const).map((c) =>
      index(`notifications_${t[c].name}`)
        .on(t[c])
        .where(sql`${t[c]} is not null`),
    ),
  ],
);
