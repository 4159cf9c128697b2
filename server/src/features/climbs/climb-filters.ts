import { gradeRankRange, type CLIMB_SORT_KEYS, type ClimbFilters } from '@spraybook/contract';
import { and, desc, eq, exists, gt, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { readerId, type Caller } from '../../access/caller.ts';
import {
  ascents,
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

/**
 * The filters of the climbs list as SQL over `climbs` (the caller's visibility is added separately;
 * a `climb_list_id` must pass `climb_list.read` first).
 */
export function climbFilterSql(filter: ClimbFilter, caller: Caller): SQL | undefined {
  const from = filter.grade_from === undefined ? undefined : gradeRankRange(filter.grade_from);
  const to = filter.grade_to === undefined ? undefined : gradeRankRange(filter.grade_to);
  const userId = readerId(caller);
  const holdIds = [...filter.uses_holds, ...filter.avoid_holds];
  return and(
    from?.above != null ? gt(climbs.gradeRank, from.above) : undefined,
    to?.upTo != null ? lte(climbs.gradeRank, to.upTo) : undefined,
    // A grade filter leaves out ungraded climbs even at the ends of the scale.
    from || to ? sql`${climbs.gradeRank} is not null` : undefined,
    filter.rating_minimum > 0 ? gte(climbs.ratingAverage, filter.rating_minimum) : undefined,
    filter.ascents_minimum > 0 ? gte(climbs.ascentCount, filter.ascents_minimum) : undefined,
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

const SORT_COLUMNS: Record<SortKey, SQL | typeof climbs.created> = {
  name: sql`lower(${climbs.name})`,
  grade: sql`${climbs.gradeRank}`,
  rating: sql`${climbs.ratingAverage}`,
  new: climbs.created,
  ascents: sql`${climbs.ascentCount}`,
};
/** Only grade and rating can be missing; the others keep plain directions, so an index serves both ways. */
const NULLABLE: ReadonlySet<SortKey> = new Set(['grade', 'rating']);

/**
 * The list's order: the sort key in its direction, climbs without a grade or rating last either way,
 * then newest first and the id, so pages and Previous/Next agree on one order.
 */
export function climbOrder(sortKey: SortKey, ascending: boolean): SQL[] {
  const column = SORT_COLUMNS[sortKey];
  const nulls = NULLABLE.has(sortKey) ? sql` nulls last` : sql``;
  const direction = ascending ? sql`asc${nulls}` : sql`desc${nulls}`;
  return [sql`${column} ${direction}`, desc(climbs.created), desc(climbs.id)];
}
