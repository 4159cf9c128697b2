import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AscentBody, AscentsQuery } from './ascents.ts';
import { BetaVideoBody } from './beta-videos.ts';
import { ClimbListBody, ClimbListUpdate } from './climb-lists.ts';
import { CLIMB_TAG_NAMES } from './climb-tags.ts';
import { ClimbBody, ClimbFilters, WallClimbsQuery } from './climbs.ts';
import { CommentBody, CommentEditBody, CommentsQuery, ReplyBody } from './comments.ts';
import {
  ANGLE_MAX,
  ANGLE_MIN,
  ASCENT_ATTEMPTS_MIN,
  ASCENT_DESCRIPTION_MAX,
  ASCENTS_LIMIT_MAX,
  BETA_VIDEO_DESCRIPTION_MAX,
  CLIMB_DESCRIPTION_MAX,
  CLIMB_HOLDS_MAX,
  CLIMB_NAME_MAX,
  CLIMB_TAGS_MAX,
  CLIMBS_LIMIT_MAX,
  COMMENT_MAX,
  COMMENTS_LIMIT_MAX,
  DISPLAY_NAME_MAX,
  HOLD_FILTER_MAX,
  HOLD_POINTS_MAX,
  LIST_NAME_MAX,
  QUICK_SEARCH_TEXT_MAX,
  RANKING_WEIGHT_STEP,
  RANKING_WEIGHTS,
  RATING_MAX,
  RATING_MIN,
  WALL_FEED_LIMIT_MAX,
  WALL_NAME_MAX,
  WALL_SEARCH_TEXT_MAX,
  WALL_TEXT_MAX,
  WALLS_LIMIT_MAX,
} from './limits.ts';
import { QuickSearchQuery } from './search.ts';
import { UpdateUserBody, UserSearchQuery } from './users.ts';
import { RatingVoteBody } from './votes.ts';
import { WallFeedQuery } from './wall-pulse.ts';
import { HoldBody, WallBody, WallsQuery } from './walls.ts';

// Every numeric limit of limits.ts, at the schema that applies it: the value just inside is taken and
// the one just outside refused by the contract itself, with its detail where the contract words one.
// The database's CHECKs are a last line: a value they catch answers 500, not 400 with a detail.

const ID = '00000000-0000-4000-8000-000000000001';
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const chars = (n: number) => 'x'.repeat(n);
const points = (n: number) => Array.from({ length: n }, (_, i) => ({ x: (i % 100) / 100, y: 0.5 }));
const tags = (n: number) => Array.from({ length: n }, (_, i) => CLIMB_TAG_NAMES[i % CLIMB_TAG_NAMES.length]!);

interface Limit {
  /** What is limited, for the test's name. */
  name: string;
  schema: z.ZodType;
  /** The request with the limited value in its place. */
  body: (value: never) => unknown;
  inside: unknown[];
  outside: unknown[];
  /** What the values count, when they are sizes (of a text or a list). */
  unit?: string;
  /** Where the refusal points. */
  path: string;
  /** The detail the contract words, when it words one (else zod's own). */
  message?: string;
}

const ascent = { climb_id: ID, ascent_date: '2026-11-25', ascent_type: 'redpoint', attempts: 1 };
const stars = `A rating is ${RATING_MIN} to ${RATING_MAX} stars`;
const limits: Limit[] = [
  // Votes: the one a database CHECK once caught alone (issue 29).
  {
    name: 'a rating vote',
    schema: RatingVoteBody,
    body: (value: number) => ({ value }),
    inside: [RATING_MIN, RATING_MAX],
    outside: [RATING_MIN - 1, RATING_MAX + 1],
    path: 'value',
    message: stars,
  },
  {
    name: "the climbs list's minimum rating",
    schema: ClimbFilters,
    body: (value: string) => ({ rating_minimum: value }),
    inside: [String(RATING_MIN), String(RATING_MAX)],
    outside: [String(RATING_MIN - 1), String(RATING_MAX + 1)],
    path: 'rating_minimum',
  },
  // Texts.
  {
    name: 'a display name',
    schema: UpdateUserBody,
    body: (n: number) => ({ display_name: chars(n) }),
    unit: 'characters',
    inside: [DISPLAY_NAME_MAX],
    outside: [DISPLAY_NAME_MAX + 1],
    path: 'display_name',
    message: `Display name can be at most ${DISPLAY_NAME_MAX} characters`,
  },
  {
    name: 'a user search',
    schema: UserSearchQuery,
    body: (n: number) => ({ display_name: chars(n) }),
    unit: 'characters',
    inside: [DISPLAY_NAME_MAX],
    outside: [DISPLAY_NAME_MAX + 1],
    path: 'display_name',
  },
  {
    name: 'a wall name',
    schema: WallBody,
    body: (n: number) => ({ name: chars(n) }),
    unit: 'characters',
    inside: [WALL_NAME_MAX],
    outside: [WALL_NAME_MAX + 1],
    path: 'name',
    message: `Wall name can be at most ${WALL_NAME_MAX} characters`,
  },
  {
    name: "a wall's gym name",
    schema: WallBody,
    body: (n: number) => ({ name: 'Cave', gym_name: chars(n) }),
    unit: 'characters',
    inside: [WALL_TEXT_MAX],
    outside: [WALL_TEXT_MAX + 1],
    path: 'gym_name',
  },
  {
    name: "a wall's description",
    schema: WallBody,
    body: (n: number) => ({ name: 'Cave', description: chars(n) }),
    unit: 'characters',
    inside: [WALL_TEXT_MAX],
    outside: [WALL_TEXT_MAX + 1],
    path: 'description',
  },
  {
    name: 'a wall search',
    schema: WallsQuery,
    body: (n: number) => ({ search_text: chars(n) }),
    unit: 'characters',
    inside: [WALL_SEARCH_TEXT_MAX],
    outside: [WALL_SEARCH_TEXT_MAX + 1],
    path: 'search_text',
  },
  {
    name: 'a quick search',
    schema: QuickSearchQuery,
    body: (n: number) => ({ text: chars(n) }),
    unit: 'characters',
    inside: [QUICK_SEARCH_TEXT_MAX],
    outside: [QUICK_SEARCH_TEXT_MAX + 1],
    path: 'text',
    message: `Search text can be at most ${QUICK_SEARCH_TEXT_MAX} characters`,
  },
  {
    name: 'a climb name',
    schema: ClimbBody,
    body: (n: number) => ({ wall_id: ID, name: chars(n) }),
    unit: 'characters',
    inside: [CLIMB_NAME_MAX],
    outside: [CLIMB_NAME_MAX + 1],
    path: 'name',
    message: `Climb name can be at most ${CLIMB_NAME_MAX} characters`,
  },
  {
    name: "a climb's description",
    schema: ClimbBody,
    body: (n: number) => ({ wall_id: ID, name: 'Crimp', description: chars(n) }),
    unit: 'characters',
    inside: [CLIMB_DESCRIPTION_MAX],
    outside: [CLIMB_DESCRIPTION_MAX + 1],
    path: 'description',
  },
  {
    name: "an ascent's description",
    schema: AscentBody,
    body: (n: number) => ({ ...ascent, description: chars(n) }),
    unit: 'characters',
    inside: [ASCENT_DESCRIPTION_MAX],
    outside: [ASCENT_DESCRIPTION_MAX + 1],
    path: 'description',
  },
  {
    name: "a beta video's description",
    schema: BetaVideoBody,
    body: (n: number) => ({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', description: chars(n) }),
    unit: 'characters',
    inside: [BETA_VIDEO_DESCRIPTION_MAX],
    outside: [BETA_VIDEO_DESCRIPTION_MAX + 1],
    path: 'description',
    message: `A description can be at most ${BETA_VIDEO_DESCRIPTION_MAX} characters`,
  },
  ...[
    {
      name: 'a comment',
      schema: CommentBody,
      field: 'comment',
      rest: { related_id: ID, related_type: 'wall' },
    },
    { name: 'an edited comment', schema: CommentEditBody, field: 'comment', rest: {} },
    { name: 'a reply', schema: ReplyBody, field: 'reply', rest: {} },
  ].map(({ name, schema, field, rest }): Limit => ({
    name,
    schema,
    body: (n: number) => ({ ...rest, [field]: chars(n) }),
    unit: 'characters',
    inside: [COMMENT_MAX],
    outside: [COMMENT_MAX + 1],
    path: field,
    message: `A comment can be at most ${COMMENT_MAX} characters`,
  })),
  ...[
    { name: 'a new list name', schema: ClimbListBody, rest: { wall_id: ID } },
    { name: 'a list rename', schema: ClimbListUpdate, rest: {} },
  ].map(({ name, schema, rest }): Limit => ({
    name,
    schema,
    body: (n: number) => ({ ...rest, name: chars(n) }),
    unit: 'characters',
    inside: [LIST_NAME_MAX],
    outside: [LIST_NAME_MAX + 1],
    path: 'name',
    message: `A list name can be at most ${LIST_NAME_MAX} characters`,
  })),
  // Angles.
  {
    name: "a wall's default angle",
    schema: WallBody,
    body: (value: number) => ({ name: 'Cave', adjustable_angle: true, default_angle: value }),
    inside: [ANGLE_MIN, ANGLE_MAX],
    outside: [ANGLE_MIN - 1, ANGLE_MAX + 1],
    path: 'default_angle',
  },
  {
    name: "a climb's wall angle",
    schema: ClimbBody,
    body: (value: number) => ({ wall_id: ID, name: 'Crimp', wall_angle: value }),
    inside: [ANGLE_MIN, ANGLE_MAX],
    outside: [ANGLE_MIN - 1, ANGLE_MAX + 1],
    path: 'wall_angle',
  },
  // Ticks.
  {
    name: "an ascent's attempts",
    schema: AscentBody,
    body: (value: number) => ({ ...ascent, attempts: value }),
    inside: [1],
    outside: [0],
    path: 'attempts',
    message: ASCENT_ATTEMPTS_MIN,
  },
  // Lists of things.
  {
    name: "a climb's holds of one role",
    schema: ClimbBody,
    body: (n: number) => ({ wall_id: ID, name: 'Crimp', start_holds: ids(n) }),
    unit: 'holds',
    inside: [CLIMB_HOLDS_MAX],
    outside: [CLIMB_HOLDS_MAX + 1],
    path: 'start_holds',
  },
  {
    name: "a climb's circuit",
    schema: ClimbBody,
    body: (n: number) => ({ wall_id: ID, name: 'Crimp', circuit_holds: ids(n) }),
    unit: 'holds',
    inside: [CLIMB_HOLDS_MAX],
    outside: [CLIMB_HOLDS_MAX + 1],
    path: 'circuit_holds',
  },
  {
    name: "a climb's tags",
    schema: ClimbBody,
    body: (n: number) => ({ wall_id: ID, name: 'Crimp', tags: tags(n) }),
    unit: 'tags',
    inside: [CLIMB_TAGS_MAX],
    outside: [CLIMB_TAGS_MAX + 1],
    path: 'tags',
  },
  {
    name: "the climbs list's tag filter",
    schema: ClimbFilters,
    body: (n: number) => ({ tags: tags(n).join(',') }),
    unit: 'tags',
    inside: [CLIMB_TAGS_MAX],
    outside: [CLIMB_TAGS_MAX + 1],
    path: 'tags',
  },
  {
    name: "a hold's outline",
    schema: HoldBody,
    body: (n: number) => ({ bounding_polygon: points(n) }),
    unit: 'points',
    inside: [3, HOLD_POINTS_MAX],
    outside: [HOLD_POINTS_MAX + 1],
    path: 'bounding_polygon',
    message: `A hold can have at most ${HOLD_POINTS_MAX} points.`,
  },
  {
    name: "the climbs list's holds to use",
    schema: ClimbFilters,
    body: (n: number) => ({ uses_holds: ids(n).join(',') }),
    unit: 'holds',
    inside: [HOLD_FILTER_MAX],
    outside: [HOLD_FILTER_MAX + 1],
    path: 'uses_holds',
  },
  {
    name: "the climbs list's holds to use and avoid together",
    schema: ClimbFilters,
    body: (n: number) => ({
      uses_holds: ids(100).join(','),
      avoid_holds: ids(100 + n)
        .slice(100)
        .join(','),
    }),
    inside: [HOLD_FILTER_MAX - 100],
    outside: [HOLD_FILTER_MAX - 99],
    unit: 'avoided beside 100 used',
    path: 'avoid_holds',
    message: `A hold filter can name at most ${HOLD_FILTER_MAX} holds.`,
  },
  // Pages.
  ...[
    { name: 'a page of walls', schema: WallsQuery, max: WALLS_LIMIT_MAX, rest: {} },
    { name: 'a page of climbs', schema: WallClimbsQuery, max: CLIMBS_LIMIT_MAX, rest: {} },
    { name: 'a page of ticks', schema: AscentsQuery, max: ASCENTS_LIMIT_MAX, rest: {} },
    { name: 'a page of comments', schema: CommentsQuery, max: COMMENTS_LIMIT_MAX, rest: { related_id: ID } },
    { name: 'a page of the wall feed', schema: WallFeedQuery, max: WALL_FEED_LIMIT_MAX, rest: {} },
  ].map(({ name, schema, max, rest }): Limit => ({
    name,
    schema,
    body: (value: number) => ({ ...rest, limit: String(value) }),
    inside: [1, max],
    outside: [0, max + 1],
    path: 'limit',
  })),
  // Ranking weights: whole steps within their range.
  ...(Object.keys(RANKING_WEIGHTS) as (keyof typeof RANKING_WEIGHTS)[]).map((field): Limit => {
    const { min, max, label } = RANKING_WEIGHTS[field];
    return {
      name: `a list's ${label.toLowerCase()}`,
      schema: ClimbListUpdate,
      body: (value: number) => ({ [field]: value }),
      inside: [min, min + RANKING_WEIGHT_STEP, max],
      outside: [min - RANKING_WEIGHT_STEP, max + RANKING_WEIGHT_STEP, min + 1],
      path: field,
      message: `${label} is ${min} to ${max} in steps of ${RANKING_WEIGHT_STEP}`,
    };
  }),
];

/** Sizes with their unit; numbers as they are. */
const shownAs = (unit?: string) => (v: unknown) => (unit ? `${String(v)} ${unit}` : JSON.stringify(v));

describe.each(limits)('the limit on $name', ({ schema, body, inside, outside, unit, path, message }) => {
  const shown = shownAs(unit);
  it(`takes ${inside.map(shown).join(' and ')}`, () => {
    for (const value of inside) {
      const parsed = schema.safeParse(body(value as never));
      expect(parsed.error?.issues, `value ${shown(value)}`).toBeUndefined();
    }
  });

  it(`refuses ${outside.map(shown).join(' and ')}${message ? ` with '${message}'` : ''}`, () => {
    for (const value of outside) {
      const issue = schema.safeParse(body(value as never)).error?.issues[0];
      expect(issue, `value ${shown(value)}`).toBeDefined();
      expect(issue!.path.join('.')).toBe(path);
      if (message) expect(issue!.message).toBe(message);
    }
  });
});
