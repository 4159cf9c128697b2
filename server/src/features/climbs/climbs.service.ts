import {
  climbHoldIds,
  CLIMB_TAG_NAMES,
  GRADES,
  needsAttention,
  type Climb,
  type ClimbNeighbours,
  type ClimbsPage,
  type Grade,
  type ClimbHoldLists,
  type GradeHistogram,
  type SimilarClimb,
  type WallSetter,
  CLIMB_NOT_FOUND,
  GRADE_NOT_FOUND,
} from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import { type Caller, readerId } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { climbFlagsOnWall } from '../../access/climb-flags.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { climbListAccess } from '../../access/climb-list-access.ts';
import { wallAccess, type WallLookup } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { defaultGradeSystemOf, toUserSummary } from '../users/public.ts';
import { gradeSystemOf, revisionPhotoUrl, wallGradeSystems } from '../walls/public.ts';
import { averageGrade, averageRating } from './average-grade.ts';
import { figuresAt, toAngleFigures } from './angle-figures.ts';
import { similarClimbRows } from './similar-climbs.queries.ts';
import { gradeCounts, wallSetterRows } from './wall-climb-stats.queries.ts';
import { climbFilterSql, climbOrder, listingOf, type ClimbFilter, type Listing } from './climb-filters.ts';
import { toBetaVideo } from './beta-videos.mapper.ts';
import { toClimb, toHoldLists } from './climbs.mapper.ts';
import { climbAngleListing } from './schema.ts';
import {
  angleInUse,
  betaVideoRows,
  brokenVoteRows,
  climbAngleRows,
  climbHoldRows,
  climbPlace,
  findClimb,
  gradeVoteRows,
  ratingVoteRows,
  tagRows,
  tickedClimbIds,
  wallClimbRows,
  type ClimbRow,
} from './climbs.queries.ts';

/** Climb rows (of one wall) to API climbs, loading holds, votes and tags in one query each. */
async function toClimbs(
  ctx: AppContext,
  caller: Caller,
  wall: WallLookup,
  rows: ClimbRow[],
  /** The angle a list was asked at: each climb's `at_angle`. */
  asked?: number,
): Promise<Climb[]> {
  const ids = rows.map((r) => r.id);
  const viewerId = readerId(caller);
  const viewerSystemAsked = defaultGradeSystemOf(ctx.db, viewerId);
  // The wall's grade system shows only to a reader without one of their own (a visitor's starts at once): its
  // sample is the list's costliest query on a big wall (docs/performance.md, A big wall).
  const wallSystemsAsked = viewerSystemAsked.then((own) =>
    own
      ? new Map<string, string>()
      : wallGradeSystems(ctx.db, { wallIds: rows.map((r) => r.wallId), listed: climbsListedTo(caller) }),
  );
  const [
    holdRows,
    voteRows,
    ratingRows,
    brokenRows,
    tags,
    videos,
    flagsOf,
    viewerSystem,
    ticked,
    wallSystems,
    angleRows,
  ] = await Promise.all([
    climbHoldRows(ctx.db, ids),
    gradeVoteRows(ctx.db, ids),
    ratingVoteRows(ctx.db, ids),
    brokenVoteRows(ctx.db, ids),
    tagRows(ctx.db, ids),
    betaVideoRows(ctx.db, ids),
    climbFlagsOnWall(caller, wall),
    viewerSystemAsked,
    tickedClimbIds(ctx.db, viewerId, ids),
    wallSystemsAsked,
    climbAngleRows(ctx.db, ids),
  ]);
  return rows.map((row) => {
    const systems = { viewer: viewerSystem, wall: gradeSystemOf(wallSystems, row.wallId) };
    const angles = angleRows.filter((a) => a.climbId === row.id).map((a) => toAngleFigures(a, systems));
    const holds = toHoldLists(holdRows.filter((h) => h.climbId === row.id));
    const votes = voteRows.filter((v) => v.climbId === row.id);
    const ratings = ratingRows.filter((v) => v.climbId === row.id);
    const climbTags = tags.tags.filter((t) => t.climbId === row.id);
    return toClimb(row, {
      holds,
      needsAttention: needsAttention(holds),
      votes,
      averageGrade: averageGrade(row.gradeRank, systems),
      ratings,
      averageRating: averageRating(row.ratingAverage),
      brokenVotes: brokenRows.filter((v) => v.climbId === row.id),
      caller,
      tags: { tags: climbTags, votes: tags.votes },
      betaVideos: videos.filter((v) => v.climbId === row.id).map((v) => toBetaVideo(caller, v)),
      imageUrl: revisionPhotoUrl(ctx, { private: row.wallPrivate }, row.imagePrefix),
      flags: flagsOf(row),
      ticked: ticked.has(row.id),
      angles,
      atAngle: figuresAt(row, angles, asked),
    });
  });
}

/**
 * A climb as `caller` sees it, with no permission check: for reads after `requireAccess` and for
 * commands, with the caller's `wall` as that check found it.
 */
export async function climbAnswer(
  ctx: AppContext,
  caller: Caller,
  id: string,
  wall: WallLookup,
): Promise<Climb> {
  const row = await findClimb(ctx.db, id);
  if (!row) throw new NotFound(CLIMB_NOT_FOUND);
  const [climb] = await toClimbs(ctx, caller, wall, [row]);
  return climb!;
}

export async function getClimb(ctx: AppContext, caller: Caller, id: string): Promise<Climb> {
  const { wall } = await requireAccess(ctx, caller, climbAccess.read, id);
  return climbAnswer(ctx, caller, id, wall);
}

/** The listing rows a list with `filter` reads on the wall (`listingOf`), if any. */
async function listingFor(
  ctx: AppContext,
  wallId: string,
  filter: Pick<ClimbFilter, 'angle' | 'benchmark'>,
): Promise<Listing | undefined> {
  return listingOf(filter, wallId, await angleInUse(ctx.db, wallId, filter.angle));
}

/** The climbs the caller may see in a list, read on its listing rows where it has them. */
const listedIn = (caller: Caller, listing: Listing | undefined) =>
  listing ? climbsListedTo(caller, climbAngleListing) : climbsListedTo(caller);

/** GET /walls/{id}/climbs: the caller's page of the wall's climbs, filtered and sorted (spec 2.7). */
export async function listWallClimbs(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  query: ClimbFilter & { limit: number; skip: number },
): Promise<ClimbsPage> {
  const wall = await requireAccess(ctx, caller, wallAccess.read, wallId);
  if (query.climb_list_id) await requireAccess(ctx, caller, climbListAccess.read, query.climb_list_id);
  const listing = await listingFor(ctx, wallId, query);
  const { rows, total } = await wallClimbRows(ctx.db, {
    wallId,
    listed: listedIn(caller, listing),
    filter: climbFilterSql(query, caller, listing),
    order: climbOrder(query.sort_key, query.sort_ascending, listing),
    listing,
    limit: query.limit,
    skip: query.skip,
  });
  return { climbs: await toClimbs(ctx, caller, wall, rows, query.angle), total };
}

/**
 * Where the climb stands in its wall's list as the caller sees it, sorted and filtered as the list the
 * climber came from; a climb outside those filters (they changed meanwhile) stands in the whole list.
 * 404 if it is not on that wall.
 */
export async function climbNeighbours(
  ctx: AppContext,
  caller: Caller,
  ids: { wallId: string; climbId: string },
  filter: ClimbFilter,
): Promise<ClimbNeighbours> {
  await requireAccess(ctx, caller, climbAccess.read, ids.climbId);
  if (filter.climb_list_id) await requireAccess(ctx, caller, climbListAccess.read, filter.climb_list_id);
  return climbNeighboursAnswer(ctx, caller, ids, filter);
}

/**
 * `climbNeighbours` with no permission check: for a caller who passed `climb.read` on the climb (and
 * `climb_list.read` on the filter's list, if any).
 */
export async function climbNeighboursAnswer(
  ctx: AppContext,
  caller: Caller,
  ids: { wallId: string; climbId: string },
  filter: ClimbFilter,
): Promise<ClimbNeighbours> {
  const base = { wallId: ids.wallId, listed: climbsListedTo(caller), climbId: ids.climbId };
  const listing = await listingFor(ctx, ids.wallId, filter);
  const place =
    (await climbPlace(ctx.db, {
      ...base,
      listed: listedIn(caller, listing),
      filter: climbFilterSql(filter, caller, listing),
      order: climbOrder(filter.sort_key, filter.sort_ascending, listing),
      listing,
    })) ?? (await climbPlace(ctx.db, base));
  if (!place) throw new NotFound(CLIMB_NOT_FOUND);
  return {
    position: place.position,
    total: place.total,
    previous_id: place.previousId,
    next_id: place.nextId,
  };
}

export async function getGrade(id: number): Promise<Grade> {
  const grade = GRADES.find((g) => g.id === id);
  if (!grade) throw new NotFound(GRADE_NOT_FOUND);
  return grade;
}

export const climbTagNames = async () => [...CLIMB_TAG_NAMES];

/** GET /walls/{id}/grade-histogram: the wall's climbs per grade, as the caller sees them (spec 2.6). */
export async function wallGradeHistogram(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  system: string,
  angle?: number,
): Promise<GradeHistogram> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const listing = await listingFor(ctx, wallId, { angle, benchmark: false });
  const counts = await gradeCounts(ctx.db, {
    wallId,
    listed: listedIn(caller, listing),
    system,
    listing,
  });
  return { grade_system: system, ...counts };
}

/** GET /walls/{id}/setters: who set the climbs the caller sees on the wall, for the setter filter. */
export async function wallSetters(ctx: AppContext, caller: Caller, wallId: string): Promise<WallSetter[]> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const rows = await wallSetterRows(ctx.db, { wallId, listed: climbsListedTo(caller) });
  return rows.map((r) => ({ ...toUserSummary(ctx, r), climbs: r.climbs }));
}

/** POST /walls/{id}/similar-climbs: climbs the caller can see that are (nearly) the holds given. */
export async function similarClimbs(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  body: ClimbHoldLists & { exclude_id?: string },
): Promise<SimilarClimb[]> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  return similarClimbRows(ctx.db, {
    wallId,
    listed: climbsListedTo(caller),
    holdIds: climbHoldIds(body),
    excludeId: body.exclude_id,
  });
}
