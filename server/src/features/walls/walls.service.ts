import { CLIMB_NOT_FOUND, REVISION_NOT_FOUND } from '@spraybook/contract';
import type { MapWall, SpotlightWall, Wall, WallRevision, WallsPage } from '@spraybook/contract';
import { requireAccess, requireAppAccess } from '../../access/access.ts';
import { type Caller, readerId } from '../../access/caller.ts';
import { wallFlags } from '../../access/wall-flags.ts';
import { photosNeedSignature } from '../../access/wall-photo-access.ts';
import { wallsListedTo } from '../../access/wall-visibility.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { ascentsListedTo } from '../../access/ascent-visibility.ts';
import { appAccess } from '../../access/app-access.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import { wallsClaimableBy } from '../../access/wall-claim-access.ts';
import type { AppContext } from '../../context.ts';
import { cacheableAnswer } from '../../http/cacheable-answer.ts';
import { NotFound } from '../../http/errors.ts';
import { signedUrlExpiry } from '../../images/signed-image-url.ts';
import { gradeSystemOf, wallGradeSystems } from './wall-grade-system.queries.ts';
import {
  revisionPhoto,
  toMapWall,
  toRevision,
  toSpotlightWall,
  toWall,
  type PhotoUrl,
} from './walls.mapper.ts';
import {
  favoriteSet,
  findRevision,
  latestRevisions,
  mapWallRows,
  findListedWall,
  orphanedWallSet,
  revisionHolds,
  searchWalls,
  wallMembers,
  type RevisionRow,
  type WallRow,
} from './walls.queries.ts';
import { SPOTLIGHT_DAYS, spotlightWallId } from './spotlight.queries.ts';

/** How the wall's photos are linked in an answer: signed URLs valid until `exp` for private walls. */
const photoUrlOf = (ctx: AppContext, wall: { private: boolean }, exp: number): PhotoUrl =>
  photosNeedSignature(wall) ? (key) => ctx.imageUrls.signedUrl(key, exp) : ctx.imageUrls.publicUrl;

/** Wall rows to API walls, loading revisions, members and favourites in one query each. */
async function toWalls(ctx: AppContext, caller: Caller, rows: WallRow[]): Promise<Wall[]> {
  const ids = rows.map((r) => r.id);
  const exp = signedUrlExpiry(Date.now());
  const [revisions, members, favorites, gradeSystems, orphaned] = await Promise.all([
    latestRevisions(ctx.db, ids),
    wallMembers(ctx.db, ids),
    favoriteSet(ctx.db, readerId(caller), ids),
    wallGradeSystems(ctx.db, { wallIds: ids, listed: climbsListedTo(caller) }),
    orphanedWallSet(ctx.db, ids),
  ]);
  const claimable = await wallsClaimableBy(ctx.db, caller, [...orphaned]);
  return rows.map((row) => {
    const wallMembers = members.get(row.id)!;
    return toWall(row, {
      latest: revisions.get(row.id)!,
      members: wallMembers,
      isFavorite: favorites.has(row.id),
      flags: wallFlags(caller, {
        ...row,
        ...wallMembers,
        orphaned: orphaned.has(row.id),
        callerSetClimbs: claimable.has(row.id),
      }),
      photoUrl: photoUrlOf(ctx, row, exp),
      gradeSystem: gradeSystemOf(gradeSystems, row.id),
    });
  });
}

export async function listWalls(
  ctx: AppContext,
  caller: Caller,
  query: { search_text?: string; limit: number; skip: number; favorites: boolean },
): Promise<WallsPage> {
  const favoritesOf = query.favorites ? requireAppAccess(caller, appAccess.list_favorites) : null;
  const { rows, total } = await searchWalls(ctx.db, {
    listed: wallsListedTo(caller),
    text: query.search_text,
    favoritesOf,
    limit: query.limit,
    skip: query.skip,
  });
  return { walls: await toWalls(ctx, caller, rows), total };
}

export async function mapWalls(ctx: AppContext, caller: Caller): Promise<MapWall[]> {
  return (await mapWallRows(ctx.db, wallsListedTo(caller))).map(toMapWall);
}

/**
 * The 'Spraywall of the month' is advertised to everyone, so it is chosen as for a visitor even when
 * its owner asks: a private or archived wall is never shown. The busiest wall of the last
 * SPOTLIGHT_DAYS (spotlight.queries.ts), chosen once per SPOTLIGHT_CACHE_SECONDS; a kept choice that
 * has since turned private or archived is chosen again at once.
 */
export async function spotlightWall(ctx: AppContext): Promise<SpotlightWall | null> {
  const visitor: Caller = { state: 'visitor' };
  const listed = wallsListedTo(visitor);
  const choose = () => {
    const since = new Date(Date.now() - SPOTLIGHT_DAYS * 24 * 3600 * 1000).toISOString();
    const visible = {
      listed,
      climbsListed: climbsListedTo(visitor),
      ascentsListed: ascentsListedTo(visitor),
    };
    return spotlightWallId(ctx.db, visible, since);
  };
  const listedWall = async () => {
    const id = await ctx.spotlightWallId.get(choose);
    return id ? findListedWall(ctx.db, id, listed) : undefined;
  };
  let wall = await listedWall();
  if (!wall) {
    ctx.spotlightWallId.clear();
    wall = await listedWall();
  }
  if (!wall) return null;
  // Never private, so its photos have plain, long-cached URLs.
  return toSpotlightWall(
    wall,
    (await latestRevisions(ctx.db, [wall.id])).get(wall.id)!,
    ctx.imageUrls.publicUrl,
  );
}

export async function getWall(
  ctx: AppContext,
  caller: Caller,
  id: string,
  highlightClimb?: string,
): Promise<Wall> {
  const { row } = await requireAccess(ctx, caller, wallAccess.read, id);
  const [wall] = await toWalls(ctx, caller, [row]);
  return highlightClimb ? withClimbPhoto(ctx, caller, wall!, highlightClimb) : wall!;
}

/**
 * The wall shown with one of its climbs (`highlight_climb`): its photo fields become the photo the climb
 * is set on, which its holds fit even after the wall's photo changed. A climb the caller may not see, or
 * one on another wall, is not found here.
 */
async function withClimbPhoto(ctx: AppContext, caller: Caller, wall: Wall, climbId: string): Promise<Wall> {
  const { row: climb } = await requireAccess(ctx, caller, climbAccess.read, climbId);
  if (climb.wallId !== wall.id) throw new NotFound(CLIMB_NOT_FOUND);
  if (climb.revisionId === wall.latest_revision_id) return wall;
  const revision = (await findRevision(ctx.db, wall.id, climb.revisionId))!;
  const photo = revisionPhoto(revision, photoUrlOf(ctx, wall, signedUrlExpiry(Date.now())));
  return { ...wall, ...photo };
}

export async function getRevision(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  revId: string,
): Promise<WallRevision> {
  const { row } = await requireAccess(ctx, caller, wallAccess.read, wallId);
  return revisionAnswer(ctx, row, revId);
}

/**
 * A revision with its holds as the API answers it (no permission check), of the `wall` a check found;
 * 404 if it is not the wall's.
 */
export async function revisionAnswer(
  ctx: AppContext,
  wall: { id: string; private: boolean },
  revId: string,
): Promise<WallRevision> {
  const rev = await findRevision(ctx.db, wall.id, revId);
  if (!rev) throw new NotFound(REVISION_NOT_FOUND);
  return cachedRevision(ctx, rev, wall);
}

/** The URL of a revision's photo (`imagePrefix` of its row), signed when the wall is private. */
export function revisionPhotoUrl(ctx: AppContext, wall: { private: boolean }, imagePrefix: string) {
  return photoUrlOf(ctx, wall, signedUrlExpiry(Date.now()))(`${imagePrefix}/original.jpg`);
}

/**
 * A trigger bumps holds_version on any change to the holds, so a cached answer is never stale. The
 * promise is cached, so requests arriving together while it is built share one build. A private
 * wall's answer carries URLs signed until the window's expiry, so the expiry is part of its key: a
 * cached answer never hands out a signature older than the current window's.
 */
function cachedRevision(
  ctx: AppContext,
  rev: RevisionRow,
  wall: { private: boolean },
): Promise<WallRevision> {
  const exp = signedUrlExpiry(Date.now());
  const signed = photosNeedSignature(wall);
  const key = `${rev.id}:${rev.holdsVersion}${signed ? `:${exp}` : ''}`;
  const cached = ctx.revisionAnswers.get(key);
  if (cached) return cached;
  const photoUrl = photoUrlOf(ctx, wall, exp);
  const building = revisionHolds(ctx.db, rev.id).then((holds) =>
    cacheableAnswer(toRevision(rev, holds, photoUrl)),
  );
  ctx.revisionAnswers.set(key, building);
  building.catch(() => ctx.revisionAnswers.delete(key, building));
  return building;
}

/** Walls the caller may find whose name or gym matches `text`, best match first: for the quick search. */
export async function findListedWalls(ctx: AppContext, caller: Caller, text: string, limit: number) {
  const { rows } = await searchWalls(ctx.db, {
    listed: wallsListedTo(caller),
    text,
    favoritesOf: null,
    limit,
    skip: 0,
  });
  return rows.map((w) => ({ id: w.id, name: w.name, gym_name: w.gymName }));
}
