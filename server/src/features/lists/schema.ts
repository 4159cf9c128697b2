import { bigint, foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { climbs } from '../../db/schema/climbs.ts';
import { climbLists } from '../../db/schema/lists.ts';

// The lists feature's own table (0227): the climbs of a list; others reach it through public.ts.

/** The climbs of a list; both composite keys carry the wall, so a list only holds its own wall's climbs. */
export const climbListClimbs = pgTable(
  'climb_list_climbs',
  {
    listId: uuid('list_id').notNull(),
    wallId: uuid('wall_id').notNull(),
    climbId: uuid('climb_id').notNull(),
    /** Orders a list's climbs as they were added, also within one insert. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.climbId] }),
    foreignKey({
      name: 'climb_list_climbs_list_fk',
      columns: [t.listId, t.wallId],
      foreignColumns: [climbLists.id, climbLists.wallId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'climb_list_climbs_climb_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
    index('climb_list_climbs_climb').on(t.climbId),
  ],
);
