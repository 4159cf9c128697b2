import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WALL_ANGLE,
  WALL_IMAGE_REQUIRED,
  WallBody,
  type MapWall,
  type Wall,
  type WallRevision,
  type WallsPage,
} from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess, type Caller, type WallRole } from '../../access/access.ts';
import type { AppContext } from '../../context.ts';
import { favoriteWalls, wallRevisions, walls } from '../../db/schema.ts';
import { Invalid, NotFound, Unauthorized } from '../../http/errors.ts';
import { deepFreeze } from '../../lib/deep-freeze.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { requireRegisteredCaller, resolveCaller } from '../users/users.service.ts';
import { revisionImages, revisionPrefix, storeWallPhoto, type StoredWallPhoto } from './wall-images.ts';
import {
  countExistingUsers,
  favoriteSet,
  findRevision,
  findWall,
  latestRevisions,
  mapWallRows,
  replaceMembers,
  revisionHolds,
  searchWalls,
  wallMembers,
  type RevisionRow,
  type WallRow,
} from './walls.queries.ts';

type WallInput = z.output<typeof WallBody>;

export const UNKNOWN_USERS = 'Some of the chosen users no longer exist.';
export const REVISION_NOT_FOUND = 'Wall revision not found';
export const FAVORITES_NEED_SIGN_IN = 'You need to login to see your favorite walls.';

/** Wall rows to API walls, loading revisions, members and favourites in one query each. */
async function toWalls(ctx: AppContext, caller: Caller, rows: WallRow[]): Promise<Wall[]> {
  const ids = rows.map((r) => r.id);
  const [revisions, members, favorites] = await Promise.all([
    latestRevisions(ctx.db, ids),
    wallMembers(ctx.db, ids),
    favoriteSet(ctx.db, caller.userId, ids),
  ]);
  return rows.map((row) => {
    const rev = revisions.get(row.id)!;
    const { admins, invited } = members.get(row.id)!;
    const images = revisionImages(rev);
    const editable = !!caller.userId && (row.ownerId === caller.userId || admins.includes(caller.userId));
    return {
      id: row.id,
      name: row.name,
      gym_name: row.gymName,
      description: row.description,
      coordinates: row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null,
      private: row.private,
      adjustable_angle: row.adjustableAngle,
      default_angle: row.defaultAngle,
      user_id: row.ownerId,
      invited_users: invited,
      admin_users: admins,
      archived: row.archived,
      is_editable: editable,
      is_favorite: favorites.has(row.id),
      latest_revision_id: rev.id,
      image_url: images.image_url,
      thumbnail_url: images.variants[0]?.url ?? images.image_url,
      image_variants: images.variants,
      created: row.created,
    };
  });
}

export async function listWalls(
  ctx: AppContext,
  identity: AuthIdentity | null,
  query: { search_text?: string; limit: number; skip: number; favorites: boolean },
): Promise<WallsPage> {
  const caller = await resolveCaller(ctx, identity);
  if (query.favorites && !caller.userId) throw new Unauthorized(FAVORITES_NEED_SIGN_IN);
  const { rows, total } = await searchWalls(ctx.db, {
    userId: caller.userId,
    text: query.search_text,
    favoritesOf: query.favorites ? caller.userId : null,
    limit: query.limit,
    skip: query.skip,
  });
  return { walls: await toWalls(ctx, caller, rows), total };
}

export async function mapWalls(ctx: AppContext, identity: AuthIdentity | null): Promise<MapWall[]> {
  const caller = await resolveCaller(ctx, identity);
  const rows = await mapWallRows(ctx.db, caller.userId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    gym_name: r.gymName,
    coordinates: [r.latitude!, r.longitude!],
  }));
}

export async function getWall(ctx: AppContext, identity: AuthIdentity | null, id: string): Promise<Wall> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx.db, caller, 'wall.read', id);
  const [wall] = await toWalls(ctx, caller, [(await findWall(ctx.db, id))!]);
  return wall!;
}

export async function getRevision(
  ctx: AppContext,
  identity: AuthIdentity | null,
  wallId: string,
  revId: string,
): Promise<WallRevision> {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx.db, caller, 'wall.read', wallId);
  const rev = await findRevision(ctx.db, wallId, revId);
  if (!rev) throw new NotFound(REVISION_NOT_FOUND);
  // A trigger bumps holds_version on any change to the holds, so a cached answer is never stale;
  // it is frozen, so the serializer validates and stringifies it once. The promise is cached, so
  // requests arriving together while it is built share one build.
  const key = `${rev.id}:${rev.holdsVersion}`;
  let answer = revisionAnswers.get(key);
  if (!answer) {
    const building = buildRevision(ctx, rev).then(deepFreeze);
    revisionAnswers.set(key, building);
    building.catch(() => revisionAnswers.delete(key, building));
    answer = building;
  }
  return answer;
}

/**
 * Recently read revisions with their holds (~100 KB each for 300 holds). Shared by every app in the process:
 * a key names one immutable state of one revision, so no two databases can disagree about it.
 */
const revisionAnswers = new LruCache<string, Promise<WallRevision>>(64);

async function buildRevision(ctx: AppContext, rev: RevisionRow): Promise<WallRevision> {
  const holds = await revisionHolds(ctx.db, rev.id);
  const images = revisionImages(rev);
  return {
    id: rev.id,
    wall_id: rev.wallId,
    created: rev.created,
    image_url: images.image_url,
    image_width: rev.imageWidth,
    image_height: rev.imageHeight,
    image_variants: images.variants,
    holds: holds.map((h) => ({ id: h.id, bounding_polygon: h.boundingPolygon })),
  };
}

/** Members as stored: never the owner, no repeats, invited users only on private walls. */
async function normalizeMembers(ctx: AppContext, ownerId: string, input: WallInput) {
  const admins = [...new Set(input.admin_users)].filter((id) => id !== ownerId);
  const invited = input.private
    ? [...new Set(input.invited_users)].filter((id) => id !== ownerId && !admins.includes(id))
    : [];
  const all = [...new Set([...admins, ...invited])];
  if ((await countExistingUsers(ctx.db, all)) !== all.length) throw new Invalid(UNKNOWN_USERS);
  return { admins, invited };
}

function wallColumns(input: WallInput) {
  return {
    name: input.name,
    gymName: input.gym_name,
    description: input.description,
    latitude: input.coordinates?.[0] ?? null,
    longitude: input.coordinates?.[1] ?? null,
    private: input.private,
    adjustableAngle: input.adjustable_angle,
    defaultAngle: input.adjustable_angle ? (input.default_angle ?? DEFAULT_WALL_ANGLE) : null,
  };
}

/**
 * Runs `write` after the photo is stored; if the database write fails the stored files are
 * removed again, so a failure leaves neither rows nor files behind.
 */
async function withStoredPhoto<T>(
  ctx: AppContext,
  base64: string | undefined,
  wallId: string,
  write: (photo: (StoredWallPhoto & { revisionId: string }) | null) => Promise<T>,
) {
  if (!base64) return write(null);
  const revisionId = randomUUID();
  const photo = await storeWallPhoto(ctx, base64, wallId, revisionId).catch(async (err) => {
    await ctx.storage.deletePrefix(`${revisionPrefix(wallId, revisionId)}/`).catch(() => undefined);
    throw err;
  });
  try {
    return await write({ ...photo, revisionId });
  } catch (err) {
    await ctx.storage.deletePrefix(`${photo.imagePrefix}/`).catch(() => undefined);
    throw err;
  }
}

export async function createWall(ctx: AppContext, identity: AuthIdentity, body: WallInput) {
  const { userId } = await requireRegisteredCaller(ctx, identity);
  return createWallOwnedBy(ctx, userId, body);
}

export async function createWallOwnedBy(ctx: AppContext, ownerId: string, body: WallInput) {
  if (!body.base64_image) throw new Invalid(WALL_IMAGE_REQUIRED);
  const members = await normalizeMembers(ctx, ownerId, body);
  const wallId = randomUUID();
  await withStoredPhoto(ctx, body.base64_image, wallId, (photo) =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(walls).values({ id: wallId, ownerId, ...wallColumns(body) });
      await replaceMembers(tx, wallId, members.admins, members.invited);
      await tx.insert(wallRevisions).values({ id: photo!.revisionId, wallId, ...stripRevisionId(photo!) });
    }),
  );
  return { id: wallId };
}

function stripRevisionId(photo: StoredWallPhoto & { revisionId: string }): StoredWallPhoto {
  const { revisionId: _revisionId, ...rest } = photo;
  return rest;
}

export async function updateWall(
  ctx: AppContext,
  identity: AuthIdentity,
  id: string,
  body: { archived: boolean } | WallInput,
) {
  const caller = await resolveCaller(ctx, identity);
  if ('archived' in body && !('name' in body)) {
    await requireAccess(ctx.db, caller, 'wall.archive', id);
    await ctx.db
      .update(walls)
      .set({ archived: body.archived, updated: sql`now()` })
      .where(eq(walls.id, id));
    return { id };
  }
  const input = body as WallInput;
  const access = await requireAccess(ctx.db, caller, 'wall.update', id);
  const wall = (await findWall(ctx.db, id))!;
  const members = await normalizeMembers(ctx, wall.ownerId, input);
  await requireOwnerForAdminChange(ctx, caller, access!.role, id, members.admins);
  await withStoredPhoto(ctx, input.base64_image, id, (photo) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(walls)
        .set({ ...wallColumns(input), updated: sql`now()` })
        .where(eq(walls.id, id));
      await replaceMembers(tx, id, members.admins, members.invited);
      // A new photo is a new revision; its holds are traced afresh in the hold editor.
      if (photo)
        await tx
          .insert(wallRevisions)
          .values({ id: photo.revisionId, wallId: id, ...stripRevisionId(photo) });
    }),
  );
  return { id };
}

async function requireOwnerForAdminChange(
  ctx: AppContext,
  caller: Caller,
  role: WallRole,
  wallId: string,
  admins: string[],
) {
  if (role === 'owner') return;
  const current = (await wallMembers(ctx.db, [wallId])).get(wallId)!.admins;
  const same = current.length === admins.length && current.every((a) => admins.includes(a));
  if (!same) await requireAccess(ctx.db, caller, 'wall.change_admins', wallId);
}

/** Deletes the wall and, by foreign-key cascades in one statement, everything on it; then its photos. */
export async function deleteWall(ctx: AppContext, identity: AuthIdentity, id: string) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx.db, caller, 'wall.delete', id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(walls).where(eq(walls.id, id));
  });
  await ctx.storage.deletePrefix(`walls/${id}/`);
  return null;
}

export async function setFavorite(
  ctx: AppContext,
  identity: AuthIdentity,
  userId: string,
  wallId: string,
  favorite: boolean,
) {
  const caller = await requireRegisteredCaller(ctx, identity);
  await requireAccess(ctx.db, caller, 'user.favorites', userId);
  if (favorite) {
    await requireAccess(ctx.db, caller, 'wall.favorite', wallId);
    await addFavorite(ctx, userId, wallId);
  } else {
    await removeFavorite(ctx, userId, wallId);
  }
}

async function addFavorite(ctx: AppContext, userId: string, wallId: string) {
  await ctx.db.insert(favoriteWalls).values({ userId, wallId }).onConflictDoNothing();
}

async function removeFavorite(ctx: AppContext, userId: string, wallId: string) {
  await ctx.db
    .delete(favoriteWalls)
    .where(and(eq(favoriteWalls.userId, userId), eq(favoriteWalls.wallId, wallId)));
}
