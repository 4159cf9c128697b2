import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { climbs } from '../../db/schema/climbs.ts';
import { created } from '../../db/schema/columns.ts';
import { users } from '../../db/schema/users.ts';

// The users feature's own tables (0227): follows and to-do lists; others reach them through public.ts.

/** Who follows whom (spec 4: follow). Never oneself; the counts on users follow it by trigger. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('user_follows_followed').on(t.followedId, t.created),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/** A climb on a climber's to-do list (spec 2.15). */
export const climbsTodo = pgTable(
  'climbs_todo',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.climbId] }), index('climbs_todo_climb').on(t.climbId)],
);
