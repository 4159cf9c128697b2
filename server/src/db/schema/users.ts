import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

// The users table: core's, as access/ and auth/ read it (0227).

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `issuer|sub` of the identity this user signs in with. */
    subject: text('subject').notNull().unique(),
    displayName: text('display_name'),
    profilePictureKey: text('profile_picture_key'),
    deleted: boolean('deleted').notNull().default(false),
    defaultGradeSystem: text('default_grade_system'),
    mobileExtraCanvasPadding: integer('mobile_extra_canvas_padding').notNull().default(50),
    /** Kept by triggers on user_follows (0019_people.sql), so a profile reads its counts, never counts rows. */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /**
     * Access tokens issued at or before this instant answer 401 (set on a password reset, 'Sign out of all
     * devices' and the undo link of an e-mail change); null: none revoked. Read with the row every
     * request reads anyway (`access/caller.ts`).
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    created: created(),
  },
  (t) => [
    check(
      'display_name_length',
      sql`${t.displayName} is null or char_length(${t.displayName}) between 1 and 50`,
    ),
    index('users_display_name_trgm').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
  ],
);
