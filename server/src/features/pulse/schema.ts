import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';

// The pulse feature's own table (0227).

/**
 * Each climber's public ticks on each wall, kept by a trigger on ascents (0013_wall_pulse.sql) in the
 * statement that ticks, so the leaderboard's top climbers are an index read, not a count of every tick.
 */
export const wallClimberTicks = pgTable(
  'wall_climber_ticks',
  {
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicTicks: integer('public_ticks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.wallId, t.userId] }),
    index('wall_climber_ticks_top').on(t.wallId, t.publicTicks),
  ],
);
