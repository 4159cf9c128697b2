import { z } from 'zod';
import { queryParameters } from './query.ts';
import { ClimbedAngle } from './angles.ts';
import { ClimbId } from './climbs.ts';
import {
  ASCENT_ATTEMPTS_MAX,
  ASCENT_ATTEMPTS_MIN,
  ASCENT_ATTEMPTS_TOO_MANY,
  ASCENT_DATE_REQUIRED,
  ASCENT_DESCRIPTION_MAX,
  ASCENT_TYPES,
  ASCENTS_LIMIT_MAX,
  DATE_MAX,
  DATE_MIN,
  DATE_OUT_OF_RANGE,
  INT4_MAX,
} from './limits.ts';
import { text } from './text.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';
import { WallId } from './walls.ts';
import { queryWholeNumber } from './whole-number.ts';

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, YYYY-MM-DD, that exists and that a PostgreSQL `date` holds (DATE_MIN to DATE_MAX). */
const CalendarDate = z
  .string(ASCENT_DATE_REQUIRED)
  .regex(YYYY_MM_DD, ASCENT_DATE_REQUIRED)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: ASCENT_DATE_REQUIRED,
    },
  )
  // YYYY-MM-DD strings sort as their dates do; a malformed one has its own detail above.
  .refine((d) => !YYYY_MM_DD.test(d) || (d >= DATE_MIN && d <= DATE_MAX), DATE_OUT_OF_RANGE);

export const AscentType = z.enum(ASCENT_TYPES);
export type AscentType = z.infer<typeof AscentType>;

export const Ascent = z
  .object({
    id: z.uuid(),
    climb_id: ClimbId,
    climb_name: z.string().describe("Shown as 'Unnamed climb' when empty"),
    climb_average_grade: z.number().int().nullable().describe("The climb's average grade id"),
    climb_grade_at_angle: z
      .number()
      .int()
      .nullable()
      .describe("The climb's grade id at the angle of this tick, else at its set angle (issue 47)"),
    wall_id: WallId,
    wall_name: z.string(),
    wall_adjustable_angle: z
      .boolean()
      .describe(
        "Whether the tick's wall has an adjustable angle, so its angle is shown (false on a wall the reader cannot read)",
      ),
    user_id: UserId,
    ascent_date: z.string().describe('YYYY-MM-DD'),
    ascent_type: AscentType,
    attempts: z.number().int(),
    description: z.string().nullable(),
    public: z.boolean().describe('Private ticks are seen by their author only'),
    angle: z.number().int().describe('Degrees it was climbed at'),
    created: timestamp(),
    is_editable: z.boolean().describe('Whether the caller may edit or remove this tick (its author)'),
  })
  .meta({ id: 'Ascent' });
export type Ascent = z.infer<typeof Ascent>;

export const AscentBody = z
  .object({
    climb_id: ClimbId,
    ascent_date: CalendarDate,
    ascent_type: AscentType,
    attempts: z
      .number(ASCENT_ATTEMPTS_MIN)
      .int(ASCENT_ATTEMPTS_MIN)
      .min(1, ASCENT_ATTEMPTS_MIN)
      .max(ASCENT_ATTEMPTS_MAX, ASCENT_ATTEMPTS_TOO_MANY),
    description: text()
      .trim()
      .max(ASCENT_DESCRIPTION_MAX)
      .nullish()
      .transform((s) => (s ? s : null)),
    public: z.boolean().default(true),
    angle: ClimbedAngle,
  })
  .meta({ id: 'AscentBody' });
export type AscentBody = z.input<typeof AscentBody>;

/** The filter of POST /ascents/query: every field optional, all given ones must match. */
export const AscentsFilter = z
  .object({
    climb_id: ClimbId.optional(),
    user_id: UserId.optional(),
    wall_id: WallId.optional(),
    date_from: CalendarDate.optional(),
    date_to: CalendarDate.optional(),
  })
  .meta({ id: 'AscentsFilter' });
export type AscentsFilter = z.input<typeof AscentsFilter>;

export const AscentsQuery = queryParameters({
  limit: queryWholeNumber('limit', 1, ASCENTS_LIMIT_MAX).default(ASCENTS_LIMIT_MAX),
  offset: queryWholeNumber('offset', 0, INT4_MAX).default(0),
});

export const AscentsPage = z
  .object({ ascents: z.array(Ascent), total: z.number().int() })
  .meta({ id: 'AscentsPage' });
export type AscentsPage = z.infer<typeof AscentsPage>;
