import {
  DEFAULT_WALL_ANGLE,
  gradeRankRange,
  type CLIMB_SORT_KEYS,
  type ClimbFilters,
} from '@spraybook/contract';
import { and, desc, eq, exists, gt, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { readerId, type Caller } from '../../access/caller.ts';
import {
  ascents,
  climbAngles,
  climbHolds,
  climbListClimbs,
  climbs,
  climbTags,
  climbTagVotes,
  holds,
} from '../../db/schema.ts';

export type ClimbFilter = z.output<typeof ClimbFilters>;
type SortKey = (typeof CLIMB_SORT_KEYS)[number];

/** A tag shows on a climb while its votes sum above 0 (docs/decisions/0072-tags.md); so does the filter. */
const hasShownTag = (name: string) =>
  exists(
    sql`(select 1 from ${climbTags} where ${climbTags.climbId} = ${climbs.id} and ${climbTags.name} = ${name}
      and (select coalesce(sum(${climbTagVotes.score}), 0) from ${climbTagVotes} where ${climbTagVotes.tagId} = ${climbTags.id}) > 0)`,
  );

const usesHold = (holdId: string) =>
  exists(
    sql`(select 1 from ${climbHolds} where ${climbHolds.climbId} = ${climbs.id} and ${climbHolds.holdId} = ${holdId})`,
  );

/** Hold filters name holds of one photo: only climbs set on that photo can use them. */
const onPhotoOf = (holdId: string) =>
  eq(climbs.revisionId, sql`(select ${holds.revisionId} from ${holds} where ${holds.id} = ${holdId})`);

/** What the list's angle reads of the climbs' wall: its default angle. */
export type AngleWall = { defaultAngle: number | null };

/** A climb's set angle in SQL, as `climb_set_angle` (0026_angles.sql) for climbs of one wall. */
const setAngle = (wall: AngleWall) =>
  sql`coalesce(${climbs.wallAngle}, ${wall.defaultAngle ?? DEFAULT_WALL_ANGLE})`;

type AngleColumn = 'gradeRank' | 'ratingAverage' | 'ascentCount' | 'benchmark';
/** A list at an angle joins each climb's row of `climb_angles` at the asked angle, and at its set angle. */
const atAsked = alias(climbAngles, 'at_asked');
const atSet = alias(climbAngles, 'at_set');

/** A left join of `climbs` to one of its rows of `climb_angles`, by the row's key. */
export interface AngleJoin {
  table: typeof atAsked | typeof atSet;
  /** The alias the join gives `climb_angles`. */
  name: 'at_asked' | 'at_set';
  on: SQL;
}

/**
 * The rows of `climb_angles` the figures at `angle` read (see `figureColumns`), for any query over `climbs`
 * that filters, sorts or counts by them: the asked angle's and the set angle's, each a left join on the
 * table's key (climb, angle), which PostgreSQL can hash-join for a whole wall or look up for a page. The set
 * angle's alone for the benchmark filter without an angle; none without either.
 */
export function angleJoins(
  angle: number | undefined,
  wall: AngleWall | undefined,
  benchmark = false,
): AngleJoin[] {
  if (!wall || (angle === undefined && !benchmark)) return [];
  const set: AngleJoin = {
    table: atSet,
    name: 'at_set',
    on: and(eq(atSet.climbId, climbs.id), eq(atSet.angle, setAngle(wall)))!,
  };
  if (angle === undefined) return [set];
  const asked: AngleJoin = {
    table: atAsked,
    name: 'at_asked',
    on: and(eq(atAsked.climbId, climbs.id), eq(atAsked.angle, angle))!,
  };
  return [asked, set];
}

/** The joins of a list's filter (`climbFilterSql`) and order (`climbOrder`). */
export const listAngleJoins = (
  filter: Pick<ClimbFilter, 'angle' | 'benchmark'>,
  wall: AngleWall | undefined,
) => angleJoins(filter.angle, wall, filter.benchmark);

/** `query` (over `climbs`) left-joined to the rows `joins` name. */
export function withAngleRows<T extends PgSelect>(query: T, joins: AngleJoin[]): T {
  let joined = query;
  for (const join of joins) joined = joined.leftJoin(join.table, join.on) as unknown as T;
  return joined;
}

/**
 * A climb's figure at the asked angle, else at its set angle where nobody climbed it at the asked one (no
 * row there; a row there without grade votes has no grade there): the joins of `angleJoins`.
 */
const atAngle = (column: AngleColumn) =>
  sql`(case when ${atAsked.climbId} is not null then ${atAsked[column]} else ${atSet[column]} end)`;

/**
 * The columns the grade, rating and ascents filters and sorts read: the climb's, or at the list's angle
 * (the query joins `angleJoins(angle, wall)`).
 */
function figureColumns(angle: number | undefined, wall: AngleWall | undefined) {
  if (angle === undefined || !wall)
    return {
      grade: sql`${climbs.gradeRank}`,
      rating: sql`${climbs.ratingAverage}`,
      ascents: sql`${climbs.ascentCount}`,
    };
  return {
    grade: atAngle('gradeRank'),
    rating: atAngle('ratingAverage'),
    ascents: sql`coalesce(${atAngle('ascentCount')}, 0)`,
  };
}

/**
 * A climb's grade rank as the list's grade filter and sort read it: its own, or at `angle` (the histogram;
 * the query joins `angleJoins(angle, wall)`).
 */
export const gradeRankColumn = (angle: number | undefined, wall: AngleWall | undefined) =>
  figureColumns(angle, wall).grade;

/**
 * The filters of the climbs list as SQL over `climbs` (the caller's visibility is added separately;
 * a `climb_list_id` must pass `climb_list.read` first). With an angle (and the wall, for the climbs'
 * set angle), grade, rating, ascents and benchmark read the figures at that angle: the query joins
 * `listAngleJoins(filter, wall)`.
 */
export function climbFilterSql(filter: ClimbFilter, caller: Caller, wall?: AngleWall): SQL | undefined {
  const from = filter.grade_from === undefined ? undefined : gradeRankRange(filter.grade_from);
  const to = filter.grade_to === undefined ? undefined : gradeRankRange(filter.grade_to);
  const userId = readerId(caller);
  const holdIds = [...filter.uses_holds, ...filter.avoid_holds];
  const figures = figureColumns(filter.angle, wall);
  return and(
    from?.above != null ? gt(figures.grade, from.above) : undefined,
    to?.upTo != null ? lte(figures.grade, to.upTo) : undefined,
    // A grade filter leaves out ungraded climbs even at the ends of the scale.
    from || to ? sql`${figures.grade} is not null` : undefined,
    filter.rating_minimum > 0 ? gte(figures.rating, filter.rating_minimum) : undefined,
    filter.ascents_minimum > 0 ? gte(figures.ascents, filter.ascents_minimum) : undefined,
    // Only a climb with a benchmark row at some angle can be one at the asked or its set angle: the few
    // such rows (the partial index climb_angles_benchmarks) come first, the figures at the angle decide.
    filter.benchmark && wall
      ? sql`${climbs.id} in (select ${climbAngles.climbId} from ${climbAngles} where ${climbAngles.benchmark})`
      : undefined,
    filter.benchmark && wall
      ? sql`coalesce(${filter.angle === undefined ? atSet.benchmark : atAngle('benchmark')}, false)`
      : undefined,
    filter.exclude_ticked && userId
      ? notExists(
          sql`(select 1 from ${ascents} where ${ascents.climbId} = ${climbs.id} and ${ascents.userId} = ${userId})`,
        )
      : undefined,
    filter.setter ? eq(climbs.setterId, filter.setter) : undefined,
    filter.climb_list_id
      ? exists(
          sql`(select 1 from ${climbListClimbs} where ${climbListClimbs.listId} = ${filter.climb_list_id} and ${climbListClimbs.climbId} = ${climbs.id})`,
        )
      : undefined,
    ...filter.tags.map(hasShownTag),
    holdIds.length ? onPhotoOf(holdIds[0]!) : undefined,
    ...filter.uses_holds.map(usesHold),
    filter.avoid_holds.length
      ? notExists(
          sql`(select 1 from ${climbHolds} where ${climbHolds.climbId} = ${climbs.id} and ${inArray(climbHolds.holdId, filter.avoid_holds)})`,
        )
      : undefined,
  );
}

/**
 * `climbFilterSql` for a query over `climbs` that joins nothing (another feature's: a session's random
 * climb): with an angle or the benchmark filter, the climbs it passes, as a semi-join on their id.
 */
export function climbFilterCondition(filter: ClimbFilter, caller: Caller, wall?: AngleWall): SQL | undefined {
  const where = climbFilterSql(filter, caller, wall);
  const joins = listAngleJoins(filter, wall);
  if (!where || !joins.length) return where;
  const joined = sql.join(
    joins.map((join) => sql`left join ${climbAngles} as ${sql.identifier(join.name)} on ${join.on}`),
    sql` `,
  );
  // The subquery's `climbs` hides the outer one: the filter reads the joined rows of each climb it passes.
  return sql`${climbs.id} in (select ${climbs.id} from ${climbs} ${joined} where ${where})`;
}

const sortColumns = (
  figures: ReturnType<typeof figureColumns>,
): Record<SortKey, SQL | typeof climbs.created> => ({
  name: sql`lower(${climbs.name})`,
  grade: figures.grade,
  rating: figures.rating,
  new: climbs.created,
  ascents: figures.ascents,
});
/** Only grade and rating can be missing; the others keep plain directions, so an index serves both ways. */
const NULLABLE: ReadonlySet<SortKey> = new Set(['grade', 'rating']);

/**
 * The list's order: the sort key in its direction, climbs without a grade or rating last either way,
 * then newest first and the id, so pages and Previous/Next agree on one order. With an angle, grade,
 * rating and ascents sort by the figures at that angle.
 */
export function climbOrder(
  sortKey: SortKey,
  ascending: boolean,
  at?: { angle: number | undefined; wall: AngleWall },
): SQL[] {
  const column = sortColumns(figureColumns(at?.angle, at?.wall))[sortKey];
  const nulls = NULLABLE.has(sortKey) ? sql` nulls last` : sql``;
  const direction = ascending ? sql`asc${nulls}` : sql`desc${nulls}`;
  return [sql`${column} ${direction}`, desc(climbs.created), desc(climbs.id)];
}
