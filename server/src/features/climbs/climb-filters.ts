import { gradeRankRange, type CLIMB_SORT_KEYS, type ClimbFilters } from '@spraybook/contract';
import { and, desc, eq, exists, gt, gte, inArray, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { readerId, type Caller } from '../../access/caller.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbAngleListing, climbHolds, climbTags, climbTagVotes, wallAngles } from './schema.ts';
import { climbListClimbs } from '../lists/public.ts';
import { holds } from '../walls/public.ts';

export type ClimbFilter = z.output<typeof ClimbFilters>;
type SortKey = (typeof CLIMB_SORT_KEYS)[number];

/** A tag shows on a climb while its votes sum above 0 (docs/decisions/0072-tags.md); so does the filter. */
const hasShownTag = (name: string, climbId: PgColumn) =>
  exists(
    sql`(select 1 from ${climbTags} where ${climbTags.climbId} = ${climbId} and ${climbTags.name} = ${name}
      and (select coalesce(sum(${climbTagVotes.score}), 0) from ${climbTagVotes} where ${climbTagVotes.tagId} = ${climbTags.id}) > 0)`,
  );

/** Hold filters name holds of one photo: only climbs set on that photo can use them. */
const onPhotoOf = (holdId: string, revisionId: PgColumn) =>
  eq(revisionId, sql`(select ${holds.revisionId} from ${holds} where ${holds.id} = ${holdId})`);

/**
 * The rows of `climb_angle_listing` a list at an angle reads (0031_angle_listing.sql, decision 0222): each
 * climb's row at the asked angle where that angle is in use on the wall, else its row at angle null, the set
 * angle's figures (nobody climbed anything there). Without an angle, the benchmark filter reads the set
 * angle's rows too.
 */
export interface Listing {
  wallId: string;
  angle: number | null;
}

const listing = climbAngleListing;

/** The listing a list with `filter` reads on its wall, given whether its angle is in use there; none if neither. */
export function listingOf(
  filter: Pick<ClimbFilter, 'angle' | 'benchmark'>,
  wallId: string,
  angleInUse: boolean,
): Listing | undefined {
  if (filter.angle === undefined && !filter.benchmark) return undefined;
  return { wallId, angle: filter.angle !== undefined && angleInUse ? filter.angle : null };
}

/** The listing's rows of one wall at its angle. */
export const listingRowsOf = (at: Listing) =>
  and(
    eq(listing.wallId, at.wallId),
    at.angle === null ? isNull(listing.angle) : eq(listing.angle, at.angle),
  )!;

/** Where a query reads a climb's id, setter and photo: `climbs`, or its listing rows' copies. */
const climbColumnsOf = (at: Listing | undefined) =>
  at
    ? { id: listing.climbId, setterId: listing.setterId, revisionId: listing.revisionId }
    : { id: climbs.id, setterId: climbs.setterId, revisionId: climbs.revisionId };

/** The columns the grade, rating, ascents and benchmark filters and sorts read: the climb's, or its listing's. */
function figureColumns(at: Listing | undefined) {
  if (!at)
    return {
      grade: sql`${climbs.gradeRank}`,
      rating: sql`${climbs.ratingAverage}`,
      ascents: sql`${climbs.ascentCount}`,
    };
  return {
    grade: sql`${listing.gradeRank}`,
    rating: sql`${listing.ratingAverage}`,
    ascents: sql`${listing.ascentCount}`,
  };
}

/** A climb's grade rank as the list's grade filter and sort read it: its own, or its listing's (the histogram). */
export const gradeRankColumn = (at: Listing | undefined) => figureColumns(at).grade;

/**
 * The filters of the climbs list as SQL (the caller's visibility is added separately; a `climb_list_id` must
 * pass `climb_list.read` first): over `climbs`, or with a listing (`listingOf`) over its rows alone, whose
 * figures are those at the list's angle.
 */
export function climbFilterSql(filter: ClimbFilter, caller: Caller, at?: Listing): SQL | undefined {
  const from = filter.grade_from === undefined ? undefined : gradeRankRange(filter.grade_from);
  const to = filter.grade_to === undefined ? undefined : gradeRankRange(filter.grade_to);
  const userId = readerId(caller);
  const holdIds = [...filter.uses_holds, ...filter.avoid_holds];
  const figures = figureColumns(at);
  const climb = climbColumnsOf(at);
  const usesHold = (holdId: string) =>
    exists(
      sql`(select 1 from ${climbHolds} where ${climbHolds.climbId} = ${climb.id} and ${climbHolds.holdId} = ${holdId})`,
    );
  return and(
    from?.above != null ? gt(figures.grade, from.above) : undefined,
    to?.upTo != null ? lte(figures.grade, to.upTo) : undefined,
    // A grade filter leaves out ungraded climbs even at the ends of the scale.
    from || to ? sql`${figures.grade} is not null` : undefined,
    filter.rating_minimum > 0 ? gte(figures.rating, filter.rating_minimum) : undefined,
    filter.ascents_minimum > 0 ? gte(figures.ascents, filter.ascents_minimum) : undefined,
    filter.benchmark && at ? eq(listing.benchmark, true) : undefined,
    filter.exclude_ticked && userId
      ? notExists(
          sql`(select 1 from ${ascents} where ${ascents.climbId} = ${climb.id} and ${ascents.userId} = ${userId})`,
        )
      : undefined,
    filter.setter ? eq(climb.setterId, filter.setter) : undefined,
    filter.climb_list_id
      ? exists(
          sql`(select 1 from ${climbListClimbs} where ${climbListClimbs.listId} = ${filter.climb_list_id} and ${climbListClimbs.climbId} = ${climb.id})`,
        )
      : undefined,
    ...filter.tags.map((name) => hasShownTag(name, climb.id)),
    holdIds.length ? onPhotoOf(holdIds[0]!, climb.revisionId) : undefined,
    ...filter.uses_holds.map(usesHold),
    filter.avoid_holds.length
      ? notExists(
          sql`(select 1 from ${climbHolds} where ${climbHolds.climbId} = ${climb.id} and ${inArray(climbHolds.holdId, filter.avoid_holds)})`,
        )
      : undefined,
  );
}

/**
 * `climbFilterSql` for a query over `climbs` that joins nothing (another feature's: a session's random
 * climb on `wall`): with an angle or the benchmark filter, each climb's listing row at the list's angle
 * (where in use on the wall, else its set angle's) passes the filter.
 */
export function climbFilterCondition(
  filter: ClimbFilter,
  caller: Caller,
  wall: { id: string },
): SQL | undefined {
  const at = listingOf(filter, wall.id, true);
  if (!at) return climbFilterSql(filter, caller);
  const inUse = sql`(select ${wallAngles.angle} from ${wallAngles} where ${wallAngles.wallId} = ${wall.id} and ${wallAngles.angle} = ${at.angle})`;
  return exists(
    sql`(select 1 from ${listing} where ${listing.climbId} = ${climbs.id} and ${listing.angle} is not distinct from ${inUse} and ${climbFilterSql(filter, caller, at) ?? sql`true`})`,
  );
}

const sortColumns = (at: Listing | undefined): Record<SortKey, SQL | typeof climbs.created> => {
  const figures = figureColumns(at);
  return {
    name: sql`lower(${climbs.name})`,
    grade: figures.grade,
    rating: figures.rating,
    new: climbs.created,
    ascents: figures.ascents,
  };
};
/** Only grade and rating can be missing; the others keep plain directions, so an index serves both ways. */
const NULLABLE: ReadonlySet<SortKey> = new Set(['grade', 'rating']);
/** The sorts by a figure, which a listing's indexes serve in the list's whole order. */
const BY_FIGURE: ReadonlySet<SortKey> = new Set(['grade', 'rating', 'ascents']);

/**
 * The list's order: the sort key in its direction, climbs without a grade or rating last either way,
 * then newest first and the id, so pages and Previous/Next agree on one order. With a listing (the query
 * joins its rows), grade, rating and ascents sort by its figures, and the ties by its copies of the
 * climb's creation and id, so one of its indexes holds the whole order.
 */
export function climbOrder(sortKey: SortKey, ascending: boolean, at?: Listing): SQL[] {
  const column = sortColumns(at)[sortKey];
  const nulls = NULLABLE.has(sortKey) ? sql` nulls last` : sql``;
  const direction = ascending ? sql`asc${nulls}` : sql`desc${nulls}`;
  const ties =
    at && BY_FIGURE.has(sortKey)
      ? [desc(listing.created), desc(listing.climbId)]
      : [desc(climbs.created), desc(climbs.id)];
  return [sql`${column} ${direction}`, ...ties];
}
