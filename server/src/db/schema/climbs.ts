import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './users.ts';
import { wallRevisions, walls } from './walls.ts';

// Climbs and the grade table: core's, as access/ reads climbs and votes reference grades (0227).

/**
 * The contract's grade table (`GRADES`) as rows, so the database can check grade votes and keep each
 * climb's grade rank itself; grades.test.ts checks the two agree.
 */
export const grades = pgTable('grades', {
  id: integer('id').primaryKey(),
  system: text('system').notNull(),
  grade: text('grade').notNull(),
  rank: integer('rank').notNull(),
  fuzzyUnifiedRank: doublePrecision('fuzzy_unified_rank').notNull(),
});

export const climbs = pgTable(
  'climbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    /** The photo the climb is set on: its latest revision when set, never changed afterwards. */
    revisionId: uuid('revision_id').notNull(),
    setterId: uuid('setter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    draft: boolean('draft').notNull().default(false),
    wallAngle: integer('wall_angle'),
    /**
     * The grade system of the setter's own grade vote (the grade the climb was set at); null without one. Kept
     * by a trigger on grade_votes (0034_setter_grade_system.sql) so a wall's grade system counts it over the
     * wall's newest climbs from one index (features/walls/wall-grade-system.queries.ts).
     */
    setterGradeSystem: text('setter_grade_system'),
    created: created(),
    updated: timestamp('updated', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // Kept by triggers in the same statement as the ticks and votes they count (0011_climb_counters.sql),
    // so lists sort and filter on columns. Sums, not averages, so concurrent votes add up.
    ascentCount: integer('ascent_count').notNull().default(0),
    gradeVoteCount: integer('grade_vote_count').notNull().default(0),
    gradeWeight: doublePrecision('grade_weight').notNull().default(0),
    gradeRankSum: doublePrecision('grade_rank_sum').notNull().default(0),
    /** Weighted mean of the grade votes' fuzzy_unified_rank; null without votes. */
    gradeRank: doublePrecision('grade_rank').generatedAlwaysAs(
      sql`case when grade_vote_count > 0 then grade_rank_sum / grade_weight end`,
    ),
    ratingVoteCount: integer('rating_vote_count').notNull().default(0),
    ratingWeight: doublePrecision('rating_weight').notNull().default(0),
    ratingSum: doublePrecision('rating_sum').notNull().default(0),
    /** Weighted mean of the rating votes; null without votes. */
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when rating_vote_count > 0 then rating_sum / rating_weight end`,
    ),
  },
  (t) => [
    check('climb_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('climb_wall_angle_range', sql`${t.wallAngle} is null or ${t.wallAngle} between -90 and 90`),
    // The revision is one of the climb's own wall's photos.
    foreignKey({
      name: 'climbs_revision_fk',
      columns: [t.revisionId, t.wallId],
      foreignColumns: [wallRevisions.id, wallRevisions.wallId],
    }).onDelete('cascade'),
    // Target of climb_holds' composite key.
    unique('climbs_id_revision').on(t.id, t.revisionId),
    // Target of comments' composite key.
    unique('climbs_id_wall').on(t.id, t.wallId),
    // Newest first by a backward scan. Indexes on never-missing columns stay ascending: drizzle's
    // `.desc()` means DESC NULLS LAST, which cannot serve a plain `order by … desc` (nulls first).
    // The trailing columns let the wall's grade system sample its newest listed climbs from the index alone.
    index('climbs_wall_created').on(t.wallId, t.created, t.id, t.draft, t.setterId, t.setterGradeSystem),
    // Each sort of the climbs list reads its first page from an index, in both directions, nulls last.
    index('climbs_wall_grade').on(t.wallId, t.gradeRank),
    index('climbs_wall_grade_desc').on(t.wallId, t.gradeRank.desc().nullsLast()),
    index('climbs_wall_rating').on(t.wallId, t.ratingAverage),
    index('climbs_wall_rating_desc').on(t.wallId, t.ratingAverage.desc().nullsLast()),
    index('climbs_wall_ascents').on(t.wallId, t.ascentCount),
    index('climbs_wall_name').on(t.wallId, sql`lower(${t.name})`),
    index('climbs_setter').on(t.setterId),
    // Quick search: climb names by trigram, read nearest first (GiST, unlike GIN, orders by distance), so a
    // word every name shares still reads only the best few rows.
    index('climbs_name_trgm').using('gist', sql`lower(${t.name}) gist_trgm_ops`),
    index('climbs_revision').on(t.revisionId),
  ],
);
