import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { climbs } from './climbs.ts';
import { created } from './columns.ts';
import { users } from './users.ts';
import { walls } from './walls.ts';

// Comments and replies: core's, as access/ reads them (0227).

/**
 * Comments on a wall (`climb_id` null) or on one of its climbs. The composite key keeps the wall
 * the climb's own, so a wall's recent comments can include its climbs' by `wall_id` alone.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    created: created(),
    lastEdited: timestamp('last_edited', { withTimezone: true, mode: 'string' }),
    /** The comment's or its newest reply's time: threads with new replies come first. */
    lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'comments_climb_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
    check('comment_not_blank', sql`char_length(btrim(${t.comment})) > 0`),
    index('comments_wall_activity').on(t.wallId, t.lastActivity, t.id),
    index('comments_climb_activity').on(t.climbId, t.lastActivity, t.id),
    index('comments_user').on(t.userId),
  ],
);

export const commentReplies = pgTable(
  'comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reply: text('reply').notNull(),
    created: created(),
    lastEdited: timestamp('last_edited', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('reply_not_blank', sql`char_length(btrim(${t.reply})) > 0`),
    index('comment_replies_comment').on(t.commentId, t.created),
    index('comment_replies_user').on(t.userId),
  ],
);
