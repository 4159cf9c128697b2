import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './users.ts';
import { walls } from './walls.ts';

// Climb lists: core's, as access/ reads them; a list's climbs are the lists feature's (0227).

/**
 * A climber's list of climbs on one wall: private (its owner's) or public (kept by the wall's
 * admins, with a ranking of who has ticked its climbs). Weights are the ranking's scores.
 */
export const climbLists = pgTable(
  'climb_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    public: boolean('public').notNull().default(false),
    baseScore: integer('base_score').notNull().default(100),
    gradeIncrementScore: integer('grade_increment_score').notNull().default(20),
    flashBonusScore: integer('flash_bonus_score').notNull().default(10),
    created: created(),
  },
  (t) => [
    check('climb_list_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('climb_list_base_score', sql`${t.baseScore} between 0 and 1000 and ${t.baseScore} % 5 = 0`),
    check(
      'climb_list_grade_increment_score',
      sql`${t.gradeIncrementScore} between 0 and 100 and ${t.gradeIncrementScore} % 5 = 0`,
    ),
    check(
      'climb_list_flash_bonus_score',
      sql`${t.flashBonusScore} between 0 and 100 and ${t.flashBonusScore} % 5 = 0`,
    ),
    // Target of climb_list_climbs' composite key.
    unique('climb_lists_id_wall').on(t.id, t.wallId),
    index('climb_lists_wall').on(t.wallId),
    index('climb_lists_owner').on(t.ownerId),
  ],
);
