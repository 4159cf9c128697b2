import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../db/schema/columns.ts';
import { users } from '../../db/schema/users.ts';
import { wallRevisions, walls } from '../../db/schema/walls.ts';

// The walls feature's own tables (0227); other features reach them through public.ts.

/** Wall photos uploaded, by user, to limit uploads per hour (each costs seconds of CPU); kept an hour. */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [index('photo_uploads_user').on(t.userId, t.created)],
);

export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => wallRevisions.id, { onDelete: 'cascade' }),
    boundingPolygon: jsonb('bounding_polygon').$type<{ x: number; y: number }[]>().notNull(),
    created: created(),
  },
  (t) => [
    index('holds_revision').on(t.revisionId),
    // Target of climb_holds' composite key, which keeps a climb's holds on the climb's own revision.
    unique('holds_id_revision').on(t.id, t.revisionId),
    check(
      'hold_polygon_points',
      sql`jsonb_typeof(${t.boundingPolygon}) = 'array' and jsonb_array_length(${t.boundingPolygon}) >= 3`,
    ),
  ],
);

export const favoriteWalls = pgTable(
  'favorite_walls',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wallId] }), index('favorite_walls_wall').on(t.wallId)],
);
