import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './users.ts';

// Walls, their members and photo revisions: core's, as access/ and images/ read them (0227).

export const walls = pgTable(
  'walls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    gymName: text('gym_name'),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The address parts (spec 3), as the reverse geocoder found them and the setter corrected them.
    road: text('road'),
    houseNumber: text('house_number'),
    suburb: text('suburb'),
    cityDistrict: text('city_district'),
    city: text('city'),
    county: text('county'),
    municipality: text('municipality'),
    country: text('country'),
    private: boolean('private').notNull().default(false),
    adjustableAngle: boolean('adjustable_angle').notNull().default(false),
    defaultAngle: integer('default_angle'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    archived: boolean('archived').notNull().default(false),
    created: created(),
    updated: timestamp('updated', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('wall_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('wall_angle_range', sql`${t.defaultAngle} is null or ${t.defaultAngle} between -90 and 90`),
    check('wall_angle_only_if_adjustable', sql`${t.adjustableAngle} or ${t.defaultAngle} is null`),
    check(
      'wall_coordinates',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index('walls_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('walls_gym_trgm').using('gin', sql`lower(${t.gymName}) gin_trgm_ops`),
    index('walls_owner').on(t.ownerId),
  ],
);

const wallMember = (name: string) =>
  pgTable(
    name,
    {
      wallId: uuid('wall_id')
        .notNull()
        .references(() => walls.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** Since when: a deleted owner's wall passes to its longest-standing admin. */
      created: created(),
    },
    (t) => [primaryKey({ columns: [t.wallId, t.userId] }), index(`${name}_user`).on(t.userId)],
  );

export const wallInvitedUsers = wallMember('wall_invited_users');
export const wallAdminUsers = wallMember('wall_admin_users');

export const wallRevisions = pgTable(
  'wall_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    /** Storage key folder holding original.jpg and w{width}.webp. */
    imagePrefix: text('image_prefix').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    variantWidths: integer('variant_widths').array().notNull(),
    /** Bumped by a database trigger on every change to this revision's holds; keys cached revision answers. */
    holdsVersion: integer('holds_version').notNull().default(0),
    created: created(),
  },
  (t) => [
    index('wall_revisions_wall').on(t.wallId, t.created),
    // Target of climbs' composite key, which keeps a climb on a photo of its own wall.
    unique('wall_revisions_id_wall').on(t.id, t.wallId),
    check('revision_size', sql`${t.imageWidth} > 0 and ${t.imageHeight} > 0`),
  ],
);
