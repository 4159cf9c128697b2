import { z } from 'zod';
import { queryParameters } from './query.ts';
import { WALL_FEED_FIRST, WALL_FEED_LIMIT_MAX } from './limits.ts';
import { timestamp } from './timestamp.ts';
import { queryWholeNumber } from './whole-number.ts';

const Entry = z.object({ id: z.uuid(), n_ascents: z.number().int() });

/** Spec 3: the wall's top 3 setters, climbers and climbs. */
export const WallStatistics = z
  .object({
    top_setters: z
      .array(Entry.extend({ n_climbs: z.number().int() }))
      .describe('Most climbs set first; n_ascents: ticks of their climbs'),
    top_climbers: z.array(Entry).describe('Most public ticks on the wall first'),
    top_climbs: z.array(Entry).describe('Most ticked first'),
  })
  .meta({ id: 'WallStatistics' });
export type WallStatistics = z.infer<typeof WallStatistics>;

export const WallFeedQuery = queryParameters({
  limit: queryWholeNumber('limit', 1, WALL_FEED_LIMIT_MAX).default(WALL_FEED_FIRST),
});

/** Spec 4's wall feed item types: a new climb, a (public) tick, and 'other' (a beta video). */
export const WallActivityItem = z
  .object({
    type: z.enum(['climb', 'ascent', 'other']),
    id: z.uuid().describe('The climb, tick or beta video'),
    created: timestamp(),
    user_id: z.uuid(),
    climb_id: z.uuid(),
    climb_name: z.string(),
    ascent_type: z.enum(['redpoint', 'onsight', 'flash']).nullable(),
  })
  .meta({ id: 'WallActivityItem' });
export type WallActivityItem = z.infer<typeof WallActivityItem>;

/** A climbing session's summary its starter shared to the wall's feed (issue 45): shown to whoever may read it. */
export const SharedSessionItem = z
  .object({
    type: z.literal('session'),
    id: z.uuid().describe('The session: its summary is at /sessions/{id}'),
    created: timestamp().describe('When it was shared'),
    user_id: z.uuid().describe('Its starter, who shared it'),
    climber_ids: z
      .array(z.uuid())
      .describe('Who climbed: everyone who tried a climb, in the order they joined'),
    climbs: z.number().int().describe('Climbs tried'),
    attempts: z.number().int().describe("Tries, sends' included"),
    sends: z.number().int(),
    top_grade: z
      .number()
      .int()
      .nullable()
      .describe('The highest average grade id among the climbs sent, as the reader sees it; null: none'),
  })
  .meta({ id: 'SharedSessionItem' });
export type SharedSessionItem = z.infer<typeof SharedSessionItem>;

export const WallFeedItem = z
  .discriminatedUnion('type', [WallActivityItem, SharedSessionItem])
  .meta({ id: 'WallFeedItem' });
export type WallFeedItem = z.infer<typeof WallFeedItem>;
