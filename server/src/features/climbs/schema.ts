import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { climbs } from '../../db/schema/climbs.ts';
import { created } from '../../db/schema/columns.ts';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import { holds } from '../walls/public.ts';

// The climbs feature's own tables (0227): holds of a climb, tags, angles; others reach them through public.ts.

export const CLIMB_HOLD_ROLES = ['start', 'intermediate', 'top', 'foot', 'hand', 'circuit'] as const;
export type ClimbHoldRole = (typeof CLIMB_HOLD_ROLES)[number];

/**
 * The holds of a climb, by role; `position` orders each role's list (a circuit's climbing order).
 * Both composite keys carry the revision, so a climb can only use holds of its own photo, and
 * deleting a hold takes it out of every climb in the same statement.
 */
export const climbHolds = pgTable(
  'climb_holds',
  {
    climbId: uuid('climb_id').notNull(),
    revisionId: uuid('revision_id').notNull(),
    holdId: uuid('hold_id').notNull(),
    role: text('role').$type<ClimbHoldRole>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.climbId, t.role, t.position] }),
    foreignKey({
      name: 'climb_holds_climb_fk',
      columns: [t.climbId, t.revisionId],
      foreignColumns: [climbs.id, climbs.revisionId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'climb_holds_hold_fk',
      columns: [t.holdId, t.revisionId],
      foreignColumns: [holds.id, holds.revisionId],
    }).onDelete('cascade'),
    check('climb_hold_role', sql`${t.role} in ('start', 'intermediate', 'top', 'foot', 'hand', 'circuit')`),
    check('climb_hold_position', sql`${t.position} >= 0`),
    // Only a circuit may come back to a hold.
    uniqueIndex('climb_holds_one_role')
      .on(t.climbId, t.holdId)
      .where(sql`${t.role} <> 'circuit'`),
    index('climb_holds_hold').on(t.holdId, t.revisionId),
  ],
);

/** A tag on a climb; it lives while at least one vote holds it. */
export const climbTags = pgTable(
  'climb_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created: created(),
  },
  (t) => [unique('climb_tags_climb_name').on(t.climbId, t.name)],
);

export const climbTagVotes = pgTable(
  'climb_tag_votes',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => climbTags.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.userId] }),
    check('climb_tag_vote_score', sql`${t.score} in (-1, 1)`),
    index('climb_tag_votes_user').on(t.userId),
  ],
);

/**
 * A climb's figures at one angle (issue 47): its ticks, grade and rating votes at that angle, kept by the
 * triggers of 0026_angles.sql in the statement that changes them, as the climb's own counters are. A row
 * lives while something counts in it. The spread is the grade votes' lower and upper quartile (on the
 * unified rank) and how many votes lie between them; a benchmark has at least 10 grade votes whose middle
 * half lies within one grade (docs/decisions/0211-benchmark-rule.md).
 */
export const climbAngles = pgTable(
  'climb_angles',
  {
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    angle: integer('angle').notNull(),
    ascentCount: integer('ascent_count').notNull().default(0),
    gradeVoteCount: integer('grade_vote_count').notNull().default(0),
    gradeWeight: doublePrecision('grade_weight').notNull().default(0),
    gradeRankSum: doublePrecision('grade_rank_sum').notNull().default(0),
    gradeRank: doublePrecision('grade_rank').generatedAlwaysAs(
      sql`case when grade_vote_count > 0 then grade_rank_sum / grade_weight end`,
    ),
    ratingVoteCount: integer('rating_vote_count').notNull().default(0),
    ratingWeight: doublePrecision('rating_weight').notNull().default(0),
    ratingSum: doublePrecision('rating_sum').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when rating_vote_count > 0 then rating_sum / rating_weight end`,
    ),
    /** The grade votes' lower quartile (a unified rank); null without votes. */
    gradeLow: doublePrecision('grade_low'),
    /** The grade votes' upper quartile (a unified rank); null without votes. */
    gradeHigh: doublePrecision('grade_high'),
    /** How many grade votes lie from the lower to the upper quartile. */
    spreadVotes: integer('spread_votes').notNull().default(0),
    benchmark: boolean('benchmark').generatedAlwaysAs(
      sql`coalesce(grade_vote_count >= 10 and grade_high - grade_low <= 1, false)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.climbId, t.angle] }),
    check('climb_angle_range', sql`${t.angle} between -90 and 90`),
    // The few benchmark rows, so the benchmark filter starts from them (climb-filters.ts).
    index('climb_angles_benchmarks')
      .on(t.climbId)
      .where(sql`${t.benchmark}`),
  ],
);

/**
 * The angles a wall's climbs have been ticked or voted at (every angle of its climbs' `climb_angles` rows):
 * each of the wall's climbs has a row of `climb_angle_listing` at each (issue 47). Kept by the triggers of
 * 0031_angle_listing.sql; an angle stays once it came into use.
 */
export const wallAngles = pgTable(
  'wall_angles',
  {
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    angle: integer('angle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wallId, t.angle] })],
);

/** What follows a sort key in the list's order (newest first, then the id), then its visibility's columns. */
const listOrder = (t: {
  created: ExtraConfigColumn;
  climbId: ExtraConfigColumn;
  draft: ExtraConfigColumn;
  setterId: ExtraConfigColumn;
}) => [t.created.desc().nullsFirst(), t.climbId.desc().nullsFirst(), t.draft, t.setterId];

/**
 * What a climbs list at an angle reads of each climb (issue 47, docs/decisions/0222-angle-listing.md): one
 * row per climb at each angle in use on its wall (`wall_angles`), with its figures there, else its set
 * angle's (`own` false); and one at angle null, the set angle's figures, for an angle nobody climbed on the
 * wall. The climb's draft, setter, photo and creation are copied so the list's visibility, filters, order and
 * count read these rows alone, each sort's page from one index. Kept by the triggers of 0031_angle_listing.sql
 * in the statement that changes a figure, a climb or its wall's default angle.
 */
export const climbAngleListing = pgTable(
  'climb_angle_listing',
  {
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id').notNull(),
    /** Null: the climb's set angle, read at an angle not in use on the wall. */
    angle: integer('angle'),
    /** The figures are the climb's own at this angle (a `climb_angles` row), not its set angle's. */
    own: boolean('own').notNull(),
    draft: boolean('draft').notNull(),
    setterId: uuid('setter_id').notNull(),
    revisionId: uuid('revision_id').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'string' }).notNull(),
    gradeRank: doublePrecision('grade_rank'),
    ratingAverage: doublePrecision('rating_average'),
    ascentCount: integer('ascent_count').notNull(),
    benchmark: boolean('benchmark').notNull(),
  },
  (t) => [
    unique('climb_angle_listing_climb_angle').on(t.climbId, t.angle).nullsNotDistinct(),
    // Each sort reads its page in the list's order (the key, then newest first, then the id) from one index,
    // and a count with a filter on a figure only its range; the draft and setter (the list's visibility)
    // end each key so a count needs no table row.
    index('climb_angle_listing_grade').on(t.wallId, t.angle, t.gradeRank.asc().nullsLast(), ...listOrder(t)),
    index('climb_angle_listing_grade_desc').on(
      t.wallId,
      t.angle,
      t.gradeRank.desc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_rating').on(
      t.wallId,
      t.angle,
      t.ratingAverage.asc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_rating_desc').on(
      t.wallId,
      t.angle,
      t.ratingAverage.desc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_ascents').on(t.wallId, t.angle, t.ascentCount.asc(), ...listOrder(t)),
    index('climb_angle_listing_ascents_desc').on(
      t.wallId,
      t.angle,
      t.ascentCount.desc().nullsFirst(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_benchmarks')
      .on(t.wallId, t.angle, t.created, t.climbId, t.draft, t.setterId)
      .where(sql`${t.benchmark}`),
  ],
);
