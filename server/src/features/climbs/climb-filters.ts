import {
  DEFAULT_WALL_ANGLE,
  gradeRankRange,
  type CLIMB_SORT_KEYS,
  type ClimbFilters,
} from '@spraybook/contract';
import { and, desc, eq, exists, gt, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
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
/**
 * A climb's figure at `asked` degrees (a number, or SQL), else at its set angle where nobody climbed it
 * there: one row of `climb_angles` by its key, the asked angle first.
 */
const atAngle = (column: AngleColumn, asked: number | SQL, wall: AngleWall) =>
  sql`(select ${climbAngles[column]} from ${climbAngles} where ${climbAngles.climbId} = ${climbs.id}
    and ${climbAngles.angle} in (${asked}, ${setAngle(wall)}) order by ${climbAngles.angle} = ${asked} desc limit 1)`;

/** The columns the grade, rating and ascents filters and sorts read: the climb's, or at the list's angle. */
function figureColumns(angle: number | undefined, wall: AngleWall | undefined) {
  if (angle === undefined || !wall)
    return {
      grade: sql`${climbs.gradeRank}`,
      rating: sql`${climbs.ratingAverage}`,
      ascents: sql`${climbs.ascentCount}`,
    };
  return {
    grade: atAngle('gradeRank', angle, wall),
    rating: atAngle('ratingAverage', angle, wall),
    ascents: sql`coalesce(${atAngle('ascentCount', angle, wall)}, 0)`,
  };
}

/** A climb's grade rank as the list's grade filter and sort read it: its own, or at `angle` (the histogram). */
export const gradeRankColumn = (angle: number | undefined, wall: AngleWall | undefined) =>
  figureColumns(angle, wall).grade;

/**
 * The filters of the climbs list as SQL over `climbs` (the caller's visibility is added separately;
 * a `climb_list_id` must pass `climb_list.read` first). With an angle (and the wall, for the climbs'
 * set angle), grade, rating, ascents and benchmark read the figures at that angle.
 */
export function climbFilterSql(filter: ClimbFilter, caller: Caller, wall?: AngleWall): SQL | undefined {
  const from = filter.grade_from === undefined ? undefined : gradeRankRange(filter.grade_from);
  const to = filter.grade_to === undefined ? undefined : gradeRankRange(filter.grade_to);
  const userId = readerId(caller);
  const holdIds = [...filter.uses_holds, ...filter.avoid_holds];
  const figures = figureColumns(filter.angle, wall);
  const benchmarkAt = wall ? (filter.angle ?? setAngle(wall)) : undefined;
  return and(
    from?.above != null ? gt(figures.grade, from.above) : undefined,
    to?.upTo != null ? lte(figures.grade, to.upTo) : undefined,
    // A grade filter leaves out ungraded climbs even at the ends of the scale.
    from || to ? sql`${figures.grade} is not null` : undefined,
    filter.rating_minimum > 0 ? gte(figures.rating, filter.rating_minimum) : undefined,
    filter.ascents_minimum > 0 ? gte(figures.ascents, filter.ascents_minimum) : undefined,
    filter.benchmark && wall && benchmarkAt !== undefined
      ? sql`coalesce(${atAngle('benchmark', benchmarkAt, wall)}, false)`
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
