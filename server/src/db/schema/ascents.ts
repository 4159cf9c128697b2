import { ASCENT_TYPES } from '@spraybook/contract/plain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { climbs } from './climbs.ts';
import { created } from './columns.ts';
import { users } from './users.ts';

// Ticks: core's, as access/ reads them (0227).

/** A tick: a user's ascent of a climb. Removed with the climb or the user. */
export const ascents = pgTable(
  'ascents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    /** The climb's wall (the composite key keeps it so), for a wall's newest ticks from an index. */
    wallId: uuid('wall_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ascentDate: date('ascent_date', { mode: 'string' }).notNull(),
    ascentType: text('ascent_type', { enum: ASCENT_TYPES }).notNull(),
    attempts: integer('attempts').notNull(),
    description: text('description'),
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
    check('ascent_angle_range', sql`${t.angle} between -90 and 90`),
    check('ascent_type_known', sql`${t.ascentType} in ('redpoint', 'onsight', 'flash')`),
    check('ascent_attempts_positive', sql`${t.attempts} >= 1`),
    index('ascents_climb_date').on(t.climbId, t.ascentDate),
    index('ascents_user_date').on(t.userId, t.ascentDate),
    // The wall feed's newest ticks.
    index('ascents_wall_created').on(t.wallId, t.created),
    // The personal feed's newest ticks of a followed climber.
    index('ascents_user_created').on(t.userId, t.created),
    foreignKey({
      name: 'ascents_climb_wall_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
  ],
);
