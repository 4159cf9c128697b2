import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { climbs, grades } from './climbs.ts';
import { created } from './columns.ts';
import { users } from './users.ts';

// Grade, rating and broken votes: core's, as access/ reads them (0227).

/** One grade vote per user and climb; `value` is a grade id of the contract's grade table. */
export const gradeVotes = pgTable(
  'grade_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value')
      .notNull()
      .references(() => grades.id),
    public: boolean('public').notNull().default(true),
    /**
     * The angle it was climbed at: given, else the climb's set angle (`climb_set_angle`, filled by a trigger of
     * 0026_angles.sql, hence the default null that never stays).
     */
    angle: integer('angle')
      .notNull()
      .default(sql`null`),
    created: created(),
  },
  (t) => [
    unique('grade_votes_climb_user').on(t.climbId, t.userId),
    index('grade_votes_user').on(t.userId),
    check('grade_vote_angle_range', sql`${t.angle} between -90 and 90`),
  ],
);

/** A climber's rating of a climb, 0 to 5 whole stars; one per climber and climb. */
export const ratingVotes = pgTable(
  'rating_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    public: boolean('public').notNull().default(true),
    /**
     * The angle it was climbed at: given, else the climb's set angle (`climb_set_angle`, filled by a trigger of
     * 0026_angles.sql, hence the default null that never stays).
     */
    angle: integer('angle')
      .notNull()
      .default(sql`null`),
    created: created(),
  },
  (t) => [
    unique('rating_votes_climb_user').on(t.climbId, t.userId),
    check('rating_vote_range', sql`${t.value} between 0 and 5`),
    check('rating_vote_angle_range', sql`${t.angle} between -90 and 90`),
    index('rating_votes_user').on(t.userId),
  ],
);

/** A climber's say on whether a climb is broken (a hold spun or snapped); one per climber and climb. */
export const brokenVotes = pgTable(
  'broken_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: boolean('value').notNull(),
    public: boolean('public').notNull().default(true),
    created: created(),
  },
  (t) => [unique('broken_votes_climb_user').on(t.climbId, t.userId), index('broken_votes_user').on(t.userId)],
);
