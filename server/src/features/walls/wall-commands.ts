import { randomUUID } from 'node:crypto';
import { DEFAULT_WALL_ANGLE, WALL_IMAGE_REQUIRED, type WallBody, UNKNOWN_USERS } from '@spraybook/contract';
import type { z } from 'zod';
import { requireAccess, requireAlso, requireAppAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { appAccess } from '../../access/app-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import { WALL_NOT_FOUND } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { reservePhotoUpload } from './photo-upload-limit.ts';
import { deleteWallWithPhotos, withStoredPhoto, type StoredWallPhoto } from './wall-photo-store.ts';
import {
  countExistingUsers,
  deleteWallRow,
  insertRevision,
  insertWall,
  lockWall,
  replaceMembers,
  updateWallRow,
  wallMembers,
} from './walls.queries.ts';

type WallInput = z.output<typeof WallBody>;

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
    road: input.address.road,
    houseNumber: input.address.house_number,
    suburb: input.address.suburb,
    cityDistrict: input.address.city_district,
    city: input.address.city,
    county: input.address.county,
    municipality: input.address.municipality,
    country: input.address.country,
    private: input.private,
    adjustableAngle: input.adjustable_angle,
    defaultAngle: input.adjustable_angle ? (input.default_angle ?? DEFAULT_WALL_ANGLE) : null,
  };
}

const revisionRow = (wallId: string, { revisionId, ...photo }: StoredWallPhoto) => ({
  id: revisionId,
  wallId,
  ...photo,
});

export async function createWall(ctx: AppContext, caller: Caller, body: WallInput) {
  const ownerId = requireAppAccess(caller, appAccess.add_wall);
  if (body.base64_image) await reservePhotoUpload(ctx, ownerId);
  return createWallOwnedBy(ctx, ownerId, body);
}

/** Creates a wall for `ownerId` with no permission check: for createWall and the demo seed. */
export async function createWallOwnedBy(ctx: AppContext, ownerId: string, body: WallInput) {
  if (!body.base64_image) throw new Invalid(WALL_IMAGE_REQUIRED);
  const members = await normalizeMembers(ctx, ownerId, body);
  const wallId = randomUUID();
  await withStoredPhoto(ctx, body.base64_image, wallId, (photo) =>
    inTransaction(ctx.db, async (tx) => {
      await insertWall(tx, { id: wallId, ownerId, ...wallColumns(body) });
      await replaceMembers(tx, wallId, members.admins, members.invited);
      await insertRevision(tx, revisionRow(wallId, photo!));
    }),
  );
  return { id: wallId };
}

export async function updateWallDetails(ctx: AppContext, caller: Caller, id: string, body: WallInput) {
  const wall = await requireAccess(ctx, caller, wallAccess.update, id);
  const members = await normalizeMembers(ctx, wall.row.ownerId, body);
  const current = (await wallMembers(ctx.db, [id])).get(id)!.admins;
  const adminsChanged =
    current.length !== members.admins.length || current.some((a) => !members.admins.includes(a));
  if (adminsChanged) requireAlso(caller, wallAccess.change_admins, wall);
  if (body.base64_image) await reservePhotoUpload(ctx, wall.userId);
  await withStoredPhoto(ctx, body.base64_image, id, (photo) =>
    inTransaction(ctx.db, async (tx) => {
      // Deleted while the photo was processed: a 404, and withStoredPhoto removes the stored files.
      // Locked, a deletion waits for this transaction and then takes the new revision's files too.
      if (!(await lockWall(tx, id))) throw new NotFound(WALL_NOT_FOUND);
      await updateWallRow(tx, id, wallColumns(body));
      await replaceMembers(tx, id, members.admins, members.invited);
      // A new photo is a new revision; its holds are traced afresh in the hold editor.
      if (photo) await insertRevision(tx, revisionRow(id, photo));
    }),
  );
  return { id };
}

/** Archiving hides the wall from lists for everyone but its editors; a direct link still opens it. */
export async function archiveWall(ctx: AppContext, caller: Caller, id: string, archived: boolean) {
  await requireAccess(ctx, caller, wallAccess.archive, id);
  await inTransaction(ctx.db, (tx) => updateWallRow(tx, id, { archived }));
  return { id };
}

/** Deletes the wall and everything on it, then its photos. */
export async function deleteWall(ctx: AppContext, caller: Caller, id: string) {
  await requireAccess(ctx, caller, wallAccess.delete, id);
  await deleteWallWithPhotos(ctx, id, (tx) => deleteWallRow(tx, id));
  return null;
}
