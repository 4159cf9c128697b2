import { z } from 'zod';
import { BetaVideo } from './beta-videos.ts';
import { CLIMB_TAG_NAMES } from './climb-tags.ts';
import { GradeId } from './grades.ts';
import {
  ANGLE_MAX,
  ANGLE_MIN,
  CLIMB_DESCRIPTION_MAX,
  CLIMB_HOLDS_MAX,
  CLIMB_NAME_EMPTY,
  CLIMB_NAME_MAX,
  CLIMB_TAGS_MAX,
  CLIMBS_LIMIT_MAX,
  CLIMBS_PAGE_SIZE,
} from './limits.ts';
import { text } from './text.ts';
import { BrokenVote, RatingVote } from './votes.ts';
import { UserId } from './users.ts';
import { WallId } from './walls.ts';

export const ClimbId = z.uuid().describe('Climb id');
const HoldIds = z.array(z.uuid()).max(CLIMB_HOLDS_MAX);

export const GradeVote = z.object({
  id: z.uuid(),
  user_id: UserId.nullable().describe('Named only on public votes, and to the voter themself'),
  value: z.number().int().describe('Grade id'),
  public: z.boolean(),
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
    created: z.string(),
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
      .number()
      .int()
      .min(ANGLE_MIN)
      .max(ANGLE_MAX)
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

export const WallClimbsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CLIMBS_LIMIT_MAX).default(CLIMBS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).default(0),
});

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
