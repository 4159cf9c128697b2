import { z } from 'zod';
import { queryParameters } from './query.ts';
import { ClimbAngleFigures } from './angles.ts';
import { BetaVideo } from './beta-videos.ts';
import { CLIMB_TAG_NAMES } from './climb-tags.ts';
import { GRADES, GradeId, GradeSystem } from './grades.ts';
import {
  ANGLE_MAX,
  ANGLE_MIN,
  ANGLE_RANGE,
  CLIMB_DESCRIPTION_MAX,
  CLIMB_HOLDS_MAX,
  CLIMB_NAME_EMPTY,
  CLIMB_NAME_MAX,
  CLIMB_TAGS_MAX,
  CLIMB_SORT_KEYS,
  CLIMBS_LIMIT_MAX,
  CLIMBS_PAGE_SIZE,
  GRADE_RANGE_REVERSED,
  HOLD_FILTER_MAX,
  INT4_MAX,
  RATING_MAX,
  RATING_MIN,
} from './limits.ts';
import { text } from './text.ts';
import { timestamp } from './timestamp.ts';
import { BrokenVote, RatingVote } from './votes.ts';
import { UserId, UserSummary } from './users.ts';
import { WallId } from './walls.ts';
import { queryWholeNumber } from './whole-number.ts';

export const ClimbId = z.uuid().describe('Climb id');
const HoldIds = z.array(z.uuid()).max(CLIMB_HOLDS_MAX);

export const GradeVote = z.object({
  id: z.uuid(),
  user_id: UserId.nullable().describe('Named only on public votes, and to the voter themself'),
  value: z.number().int().describe('Grade id'),
  public: z.boolean(),
  angle: z.number().int().describe('Degrees it was climbed at'),
});
export type GradeVote = z.infer<typeof GradeVote>;

export const ClimbTag = z
  .object({
    id: z.uuid(),
    name: z.string(),
    votes: z.array(z.object({ user_id: UserId, score: z.number().int() })),
  })
  .meta({ id: 'ClimbTag' });
export type ClimbTag = z.infer<typeof ClimbTag>;

/** The holds of a climb by role (spec section 3); a circuit lists its holds in climbing order. */
const holdRoles = {
  start_holds: HoldIds.default([]),
  intermediate_holds: HoldIds.default([]),
  top_holds: HoldIds.default([]),
  foot_holds: HoldIds.default([]),
  hand_only_holds: HoldIds.default([]),
  circuit_holds: HoldIds.default([]).describe('In order; a hold may come back later in the circuit'),
};

export const Climb = z
  .object({
    id: ClimbId,
    wall_id: WallId,
    name: z.string().describe("Shown as 'Unnamed climb' when empty"),
    description: z.string().nullable(),
    user_id: UserId.describe('Setter'),
    draft: z.boolean().describe('Drafts are seen by their setter only'),
    wall_angle: z.number().int().nullable(),
    wall_revision: z.uuid().describe('The wall photo revision the climb is set on; it never changes'),
    image_url: z.string().describe("The revision's photo"),
    start_holds: z.array(z.uuid()),
    intermediate_holds: z.array(z.uuid()),
    top_holds: z.array(z.uuid()),
    foot_holds: z.array(z.uuid()),
    hand_only_holds: z.array(z.uuid()),
    circuit_holds: z.array(z.uuid()),
    needs_attention: z
      .boolean()
      .describe('Deleted holds left it without a start or top hold (or a circuit under two holds)'),
    grade_votes: z.array(GradeVote),
    average_grade: z.number().int().nullable().describe('Grade id nearest the mean of the grade votes'),
    rating_votes: z.array(RatingVote),
    average_rating: z.number().nullable().describe('Weighted mean of the rating votes, 0 to 5'),
    broken_votes: z.array(BrokenVote),
    tags: z.array(ClimbTag),
    beta_videos: z.array(BetaVideo).describe('Oldest first'),
    number_ascents: z.number().int().describe('Ticks of the climb, public and private'),
    angles: z
      .array(ClimbAngleFigures)
      .describe('The figures at each angle it was ticked or voted at, by angle (issue 47)'),
    at_angle: z
      .object({
        asked: z.number().int().describe('The angle the list was asked at'),
        figures: ClimbAngleFigures.nullable().describe(
          "At the angle asked, else at the climb's set angle (its own angle then tells); null: at neither",
        ),
      })
      .nullable()
      .describe('Only in a climbs list asked with an angle'),
    ticked: z.boolean().describe('Whether the caller has ticked it'),
    created: timestamp(),
    is_editable: z.boolean().describe('Whether the caller may edit or remove this climb'),
  })
  .meta({ id: 'Climb' });
export type Climb = z.infer<typeof Climb>;

export const ClimbBody = z
  .object({
    wall_id: WallId,
    name: text()
      .trim()
      .min(1, CLIMB_NAME_EMPTY)
      .max(CLIMB_NAME_MAX, `Climb name can be at most ${CLIMB_NAME_MAX} characters`),
    description: text()
      .trim()
      .max(CLIMB_DESCRIPTION_MAX)
      .nullish()
      .transform((s) => (s ? s : null)),
    draft: z.boolean().default(false),
    wall_angle: z
      .number(ANGLE_RANGE)
      .int(ANGLE_RANGE)
      .min(ANGLE_MIN, ANGLE_RANGE)
      .max(ANGLE_MAX, ANGLE_RANGE)
      .nullish()
      .transform((a) => a ?? null)
      .describe('Only on walls with an adjustable angle'),
    ...holdRoles,
    grade: GradeId.nullish().describe("The setter's grade: their grade vote; null removes it"),
    tags: z
      .array(z.enum(CLIMB_TAG_NAMES))
      .max(CLIMB_TAGS_MAX)
      .optional()
      .describe("The setter's tags; on edit, the setter's tag votes become exactly these"),
  })
  .meta({ id: 'ClimbBody' });
export type ClimbBody = z.input<typeof ClimbBody>;

export const QueryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
/** A comma-separated list in a query string. */
const QueryList = () =>
  text()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []));
const HoldIdList = QueryList().pipe(z.array(z.uuid('The id is not valid.')).max(HOLD_FILTER_MAX));
const QueryGrade = z.coerce.number().pipe(GradeId).optional();

const RATING_MINIMUM_RANGE = `rating_minimum must be a number from ${RATING_MIN} to ${RATING_MAX}`;

/** Spec 3's climb filters as query parameters (empty ones omitted), plus filters by holds. */
const climbFilterFields = {
  angle: queryWholeNumber('angle', ANGLE_MIN, ANGLE_MAX)
    .optional()
    .describe(
      "Grade, rating and ascents filters and sorts at this angle (a climb nobody climbed there: its set angle's)",
    ),
  benchmark: QueryFlag.describe("Only benchmarks: at the angle asked, else at the climb's set angle"),
  sort_key: z.enum(CLIMB_SORT_KEYS).default('new'),
  sort_ascending: QueryFlag,
  grade_system: GradeSystem.optional().describe('The system of grade_from and grade_to'),
  grade_from: QueryGrade.describe('Climbs whose average grade shows as this grade or harder'),
  grade_to: QueryGrade.describe('Climbs whose average grade shows as this grade or easier'),
  rating_minimum: z.coerce
    .number(RATING_MINIMUM_RANGE)
    .min(RATING_MIN, RATING_MINIMUM_RANGE)
    .max(RATING_MAX, RATING_MINIMUM_RANGE)
    .default(0),
  ascents_minimum: queryWholeNumber('ascents_minimum', 0, INT4_MAX).default(0),
  exclude_ticked: QueryFlag.describe('Leave out climbs the caller has ticked'),
  setter: UserId.optional(),
  tags: QueryList()
    .pipe(z.array(z.enum(CLIMB_TAG_NAMES)).max(CLIMB_TAGS_MAX))
    .describe('Comma-separated; climbs with all of them'),
  climb_list_id: z.uuid('The id is not valid.').optional().describe('Only the climbs on this list'),
  uses_holds: HoldIdList.describe('Comma-separated hold ids of the latest photo; climbs using all of them'),
  avoid_holds: HoldIdList.describe(
    'Comma-separated hold ids of the latest photo; climbs using none of them (only holds from the rest)',
  ),
};
const gradeRangeInOrder = (f: { grade_from?: number; grade_to?: number }) => {
  const rank = (id: number | undefined) => GRADES.find((g) => g.id === id)?.fuzzy_unified_rank;
  const [from, to] = [rank(f.grade_from), rank(f.grade_to)];
  return from === undefined || to === undefined || from <= to;
};
const gradeRangeRule = { message: GRADE_RANGE_REVERSED, path: ['grade_from'] };
const holdFiltersFit = (f: { uses_holds: string[]; avoid_holds: string[] }) =>
  f.uses_holds.length + f.avoid_holds.length <= HOLD_FILTER_MAX;
const holdFiltersRule = {
  message: `A hold filter can name at most ${HOLD_FILTER_MAX} holds.`,
  path: ['avoid_holds'],
};

/** The climbs list's filters as a query, with `extra` fields beside them (a session's random climb), and their rules. */
export const climbFiltersWith = <S extends z.ZodRawShape>(extra: S) =>
  queryParameters({ ...climbFilterFields, ...extra })
    // The rules read only the list's own fields, which every such query has.
    .refine((f) => gradeRangeInOrder(f as never), gradeRangeRule)
    .refine((f) => holdFiltersFit(f as never), holdFiltersRule);

export const ClimbFilters = climbFiltersWith({});
export type ClimbFilters = z.input<typeof ClimbFilters>;

export const WallClimbsQuery = queryParameters({
  ...climbFilterFields,
  limit: queryWholeNumber('limit', 1, CLIMBS_LIMIT_MAX).default(CLIMBS_PAGE_SIZE),
  skip: queryWholeNumber('skip', 0, INT4_MAX).default(0),
})
  .refine(gradeRangeInOrder, gradeRangeRule)
  .refine(holdFiltersFit, holdFiltersRule);

export const ClimbsPage = z
  .object({ climbs: z.array(Climb), total: z.number().int() })
  .meta({ id: 'ClimbsPage' });
export type ClimbsPage = z.infer<typeof ClimbsPage>;

/** Where a climb stands in its wall's list, for the climb page's Previous/Next. */
export const ClimbNeighbours = z
  .object({
    position: z.number().int().describe('1-based'),
    total: z.number().int(),
    previous_id: ClimbId.nullable(),
    next_id: ClimbId.nullable(),
  })
  .meta({ id: 'ClimbNeighbours' });
export type ClimbNeighbours = z.infer<typeof ClimbNeighbours>;

export const GradeHistogramQuery = queryParameters({
  grade_system: GradeSystem.default('Font').describe("The viewer's grade system: one bar per grade of it"),
  angle: climbFilterFields.angle.describe(
    "Each climb counted at its grade at this angle (a climb nobody graded there: its set angle's), as the list's",
  ),
});

/** How many of the wall's climbs (that the caller sees) show as each grade; grades without climbs left out. */
export const GradeHistogram = z
  .object({
    grade_system: z.string(),
    bars: z
      .array(z.object({ grade_id: z.number().int(), count: z.number().int() }))
      .describe('Easiest first'),
    ungraded: z.number().int(),
  })
  .meta({ id: 'GradeHistogram' });
export type GradeHistogram = z.infer<typeof GradeHistogram>;

/** A setter of a wall's climbs, for the list's setter filter. */
export const WallSetter = z
  .object({ ...UserSummary.shape, climbs: z.number().int().describe('Climbs they set that the caller sees') })
  .meta({ id: 'WallSetter' });
export type WallSetter = z.infer<typeof WallSetter>;

/** A climb's holds, to find a climb of the wall that is (nearly) the same before saving. */
export const SimilarClimbsBody = z
  .object({
    ...holdRoles,
    exclude_id: ClimbId.optional().describe('The climb being edited'),
  })
  .meta({ id: 'SimilarClimbsBody' });
export type SimilarClimbsBody = z.input<typeof SimilarClimbsBody>;

export const SimilarClimb = z
  .object({
    id: ClimbId,
    name: z.string(),
    shared_holds: z.number().int(),
    similarity: z.number().describe('Shared holds over the holds of either climb (Jaccard), 0 to 1'),
  })
  .meta({ id: 'SimilarClimb' });
export type SimilarClimb = z.infer<typeof SimilarClimb>;
