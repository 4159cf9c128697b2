import { z } from 'zod';
import { DATE_MIN, PERSONAL_FEED_LIMIT_MAX, PERSONAL_FEED_PAGE } from './limits.ts';
import { queryParameters } from './query.ts';
import { timestamp } from './timestamp.ts';
import { queryWholeNumber } from './whole-number.ts';

/** Spec 4: the kinds of item on a climber's own feed. */
export const PERSONAL_FEED_KINDS = [
  'new_climb_followed_user',
  'new_climb_favorite_wall',
  'ascent_followed_user',
  'ascent_user_climb',
  'beta_video_followed_user',
  'beta_video_user_climb',
  'comment_followed_user',
  'comment_user_climb',
] as const;
export type PersonalFeedKind = (typeof PERSONAL_FEED_KINDS)[number];

/**
 * Where the next page starts: the last item's time to the microsecond and its id. Keyset paging, so
 * items arriving between two pages never repeat or skip a row.
 */
const FEED_CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NOT_A_CURSOR = 'before must be the next_before of an earlier page';

/**
 * Whether the cursor's instant exists (no 30 February, no hour 24: the database would fail on it rather
 * than refuse it) and lies from DATE_MIN on, as every item's time does.
 */
export function isFeedCursorInstant(cursor: string) {
  const instant = cursor.slice(0, 19);
  const parsed = new Date(`${instant}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(instant) && instant >= DATE_MIN;
}

export const PersonalFeedQuery = queryParameters({
  limit: queryWholeNumber('limit', 1, PERSONAL_FEED_LIMIT_MAX).default(PERSONAL_FEED_PAGE),
  before: z
    .string()
    .regex(FEED_CURSOR, NOT_A_CURSOR)
    .refine((cursor) => !FEED_CURSOR.test(cursor) || isFeedCursorInstant(cursor), NOT_A_CURSOR)
    .optional()
    .describe('The next_before of the page before; leave out for the newest items'),
});

export const PersonalFeedItem = z
  .object({
    kind: z.enum(PERSONAL_FEED_KINDS),
    id: z.uuid().describe('The climb, tick, beta video or comment'),
    created: timestamp(),
    user_id: z.uuid().describe('Who set, ticked, added or wrote it'),
    climb_id: z.uuid().nullable().describe('Null for a comment on a wall'),
    climb_name: z.string().nullable(),
    wall_id: z.uuid(),
    wall_name: z.string(),
    ascent_type: z.enum(['redpoint', 'onsight', 'flash']).nullable(),
  })
  .meta({ id: 'PersonalFeedItem' });
export type PersonalFeedItem = z.infer<typeof PersonalFeedItem>;

export const PersonalFeedPage = z
  .object({
    items: z.array(PersonalFeedItem).describe('Newest first'),
    next_before: z.string().nullable().describe('Pass as before for the next page; null at the end'),
  })
  .meta({ id: 'PersonalFeedPage' });
export type PersonalFeedPage = z.infer<typeof PersonalFeedPage>;
