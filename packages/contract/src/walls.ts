import { z } from 'zod';
import { queryParameters } from './query.ts';
import {
  ANGLE_MAX,
  HOLD_POINTS_MAX,
  HOLDS_BATCH_MAX,
  INT4_MAX,
  ANGLE_MIN,
  ANGLE_RANGE,
  WALL_ADDRESS_PART_MAX,
  WALL_ADDRESS_PARTS,
  NO_WALL_ADDRESS,
  WALL_NAME_EMPTY,
  WALL_NAME_MAX,
  WALL_SEARCH_TEXT_MAX,
  WALL_TEXT_MAX,
  WALLS_LIMIT_MAX,
  WALLS_PAGE_SIZE,
  wallAddressPartTooLong,
  type WallAddressPart,
} from './limits.ts';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './bounds.ts';
import { text } from './text.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';
import { queryWholeNumber } from './whole-number.ts';

export const WallId = z.uuid().describe('Wall id');

export const Point = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .describe('Relative 0..1');

export const Hold = z.object({ id: z.uuid(), bounding_polygon: z.array(Point).min(3) }).meta({ id: 'Hold' });
export type Hold = z.infer<typeof Hold>;

export const ImageVariant = z.object({ width: z.number().int(), url: z.string() });

export const WallRevision = z
  .object({
    id: z.uuid(),
    wall_id: WallId,
    created: timestamp(),
    image_url: z.string().describe('The stored original (JPEG, metadata stripped)'),
    image_width: z.number().int(),
    image_height: z.number().int(),
    image_variants: z.array(ImageVariant).describe('WebP variants, narrowest first'),
    holds: z.array(Hold),
  })
  .meta({ id: 'WallRevision' });
export type WallRevision = z.infer<typeof WallRevision>;

export const Coordinates = z
  .tuple([
    z.number().min(LATITUDE_RANGE.min).max(LATITUDE_RANGE.max),
    z.number().min(LONGITUDE_RANGE.min).max(LONGITUDE_RANGE.max),
  ])
  .describe('[latitude, longitude]');

const parts = Object.keys(WALL_ADDRESS_PARTS) as WallAddressPart[];
const eachPart = <T extends z.ZodType>(schema: (part: WallAddressPart) => T) =>
  Object.fromEntries(parts.map((part) => [part, schema(part)])) as Record<WallAddressPart, T>;

/** Spec 3: the wall's address beside its coordinates; each part null when not known. */
export const WallAddress = z.object(eachPart(() => z.string().nullable())).meta({ id: 'WallAddress' });
export type WallAddress = z.infer<typeof WallAddress>;

/** Each part a short text; blank becomes null. A missing address (or part) is none. */
const WallAddressBody = z
  .object(
    eachPart((part) =>
      text()
        .trim()
        .max(WALL_ADDRESS_PART_MAX, wallAddressPartTooLong(part))
        .nullish()
        .transform((s) => (s ? s : null)),
    ),
  )
  .nullish()
  .transform((a) => ({ ...NO_WALL_ADDRESS, ...a }))
  .describe('Address parts, as a reverse geocoder found them and the setter corrected them');

export const Wall = z
  .object({
    id: WallId,
    name: z.string(),
    gym_name: z.string().nullable(),
    description: z.string().nullable(),
    coordinates: Coordinates.nullable(),
    address: WallAddress,
    private: z.boolean(),
    adjustable_angle: z.boolean(),
    default_angle: z.number().int().nullable(),
    user_id: UserId.describe('Owner'),
    invited_users: z.array(UserId),
    admin_users: z.array(UserId),
    archived: z.boolean(),
    is_editable: z.boolean().describe('Whether the caller may edit this wall'),
    can_change_admins: z.boolean().describe("Whether the caller may change the wall's admins (its owner)"),
    can_publish_lists: z.boolean().describe('Whether the caller may create public lists on the wall'),
    can_edit_holds: z.boolean().describe("Whether the caller may edit the holds of the wall's photo"),
    can_claim: z
      .boolean()
      .describe(
        'Whether the caller may become its owner (POST /walls/{id}/claim): its owner deleted their account, ' +
          'nobody took it over, and the caller set a published climb on it',
      ),
    is_favorite: z.boolean().describe("Whether the wall is one of the caller's favourites"),
    latest_revision_id: z.uuid(),
    image_url: z.string().describe("Latest revision photo (with highlight_climb, that climb's photo)"),
    thumbnail_url: z.string().describe('Narrowest WebP variant of that photo'),
    image_variants: z.array(ImageVariant),
    grade_system: z
      .string()
      .describe(
        "The grade system most of the wall's climbs (that the caller sees) were set in, by their setter's grade; " +
          'Font when none is graded. Grades show in it to a reader without a default grade system',
      ),
    created: timestamp(),
  })
  .meta({ id: 'Wall' });
export type Wall = z.infer<typeof Wall>;

/** What the home page's 'Spraywall of the month' shows: the same for every caller. */
export const SpotlightWall = Wall.pick({
  id: true,
  name: true,
  gym_name: true,
  thumbnail_url: true,
  image_variants: true,
}).meta({ id: 'SpotlightWall' });
export type SpotlightWall = z.infer<typeof SpotlightWall>;

const optionalText = text()
  .trim()
  .max(WALL_TEXT_MAX)
  .nullish()
  .transform((s) => (s ? s : null));

export const WallBody = z
  .object({
    name: text()
      .trim()
      .min(1, WALL_NAME_EMPTY)
      .max(WALL_NAME_MAX, `Wall name can be at most ${WALL_NAME_MAX} characters`),
    gym_name: optionalText,
    description: optionalText,
    coordinates: Coordinates.nullish().transform((c) => c ?? null),
    address: WallAddressBody,
    private: z.boolean().default(false),
    adjustable_angle: z.boolean().default(false),
    default_angle: z
      .number(ANGLE_RANGE)
      .int(ANGLE_RANGE)
      .min(ANGLE_MIN, ANGLE_RANGE)
      .max(ANGLE_MAX, ANGLE_RANGE)
      .nullish()
      .transform((a) => a ?? null),
    invited_users: z.array(UserId).max(500).default([]),
    admin_users: z.array(UserId).max(100).default([]),
    user_id: UserId.optional().describe('Ignored: the owner is always the caller'),
    base64_image: text()
      .optional()
      .describe('JPEG, base64; required on create, a new photo on edit makes a new revision'),
  })
  .meta({ id: 'WallBody' });
export type WallBody = z.input<typeof WallBody>;

/** `{ archived }` alone archives or unarchives a wall (spec section 7: PUT /walls/{wallId}). */
export const ArchiveWallBody = z.object({ archived: z.boolean() }).strict().meta({ id: 'ArchiveWallBody' });
export type ArchiveWallBody = z.infer<typeof ArchiveWallBody>;

/** PUT /walls/{id} carries one of two commands: archive/unarchive, or the wall's full details. */
export const UpdateWallBody = z.union([ArchiveWallBody, WallBody]);
export type UpdateWallBody = z.input<typeof UpdateWallBody>;

/** Which command a parsed PUT /walls/{id} body is: the details never carry `archived`. */
export const isArchiveWallBody = (body: z.output<typeof UpdateWallBody>): body is ArchiveWallBody =>
  'archived' in body;

export const WallsQuery = queryParameters({
  search_text: text().trim().max(WALL_SEARCH_TEXT_MAX).optional(),
  limit: queryWholeNumber('limit', 1, WALLS_LIMIT_MAX).default(WALLS_PAGE_SIZE),
  skip: queryWholeNumber('skip', 0, INT4_MAX).default(0),
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const WallQuery = queryParameters({
  highlight_climb: z
    .uuid('The id is not valid.')
    .optional()
    .describe(
      'A climb of the wall to show on it: the photo fields (image_url, thumbnail_url, image_variants) are then ' +
        "the photo that climb is set on, which its holds fit, even after the wall's photo changed. " +
        '404 when the wall has no such climb the caller may see',
    ),
});

export const WallsPage = z
  .object({ walls: z.array(Wall), total: z.number().int() })
  .meta({ id: 'WallsPage' });
export type WallsPage = z.infer<typeof WallsPage>;

export const MapWall = z.object({
  id: WallId,
  name: z.string(),
  gym_name: z.string().nullable(),
  coordinates: Coordinates,
});
export type MapWall = z.infer<typeof MapWall>;

export const IdResponse = z.object({ id: z.uuid() });
export const FavoriteWallBody = z.object({ id: WallId });

/** A hold traced on a revision: its outline, relative 0..1, at least three points. */
export const HoldBody = z
  .object({
    bounding_polygon: z
      .array(Point)
      .min(3, 'A hold needs at least three points.')
      .max(HOLD_POINTS_MAX, `A hold can have at most ${HOLD_POINTS_MAX} points.`),
  })
  .meta({ id: 'HoldBody' });
export type HoldBody = z.infer<typeof HoldBody>;

/** Many holds traced at once, in one request that adds all or none. */
export const HoldsBody = z
  .object({
    holds: z
      .array(HoldBody)
      .min(1, 'Send at least one hold.')
      .max(HOLDS_BATCH_MAX, `At most ${HOLDS_BATCH_MAX} holds can be added at once.`),
  })
  .meta({ id: 'HoldsBody' });
export type HoldsBody = z.infer<typeof HoldsBody>;

/** The revision after holds were added, and the new holds' ids in the order sent (for undo). */
export const HoldsAdded = WallRevision.extend({ hold_ids: z.array(z.uuid()) }).meta({ id: 'HoldsAdded' });
export type HoldsAdded = z.infer<typeof HoldsAdded>;

/** The revision after a hold was added, and the new hold's id (for undo). */
export const HoldAdded = WallRevision.extend({ hold_id: z.uuid() }).meta({ id: 'HoldAdded' });
export type HoldAdded = z.infer<typeof HoldAdded>;

/** How many climbs use a hold: deleting it takes it out of them. */
export const HoldUsage = z.object({ climbs: z.number().int() }).meta({ id: 'HoldUsage' });
export type HoldUsage = z.infer<typeof HoldUsage>;
