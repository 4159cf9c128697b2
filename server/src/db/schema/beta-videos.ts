import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { climbs } from './climbs.ts';
import { created } from './columns.ts';
import { users } from './users.ts';

// Beta videos: core's, as access/ reads them (0227).

/** Beta videos of a climb: YouTube or Instagram links (checked by the contract), each link once per climb. */
export const betaVideos = pgTable(
  'beta_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    created: created(),
  },
  (t) => [
    unique('beta_videos_climb_url').on(t.climbId, t.url),
    check('beta_video_description_length', sql`char_length(${t.description}) <= 100`),
    index('beta_videos_user').on(t.userId),
  ],
);
