import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { PICTURE_SIZES, pictureFileKey } from '../../images/profile-picture-files.ts';
import { processProfilePicture } from '../../images/process-profile-picture.ts';

/** Every picture a user ever had lives under this folder: deleting the account deletes it. */
export const profilePicturePrefix = (userId: string) => `users/${userId}/`;

/**
 * The URL of a stored picture's largest size (the smaller one sits beside it, for lists): the app's
 * `/images/`, or the bucket's public address (or `PUBLIC_IMAGES_URL`) when photos live in a bucket.
 */
export const pictureUrlOf = (ctx: Pick<AppContext, 'imageUrls'>, key: string | null) =>
  key ? ctx.imageUrls.publicUrl(pictureFileKey(key, PICTURE_SIZES[0])) : null;

/** Processes the upload and stores its sizes under a new folder; answers the folder (the user row's key). */
export async function storeProfilePicture(ctx: AppContext, userId: string, base64: string) {
  const pictures = await processProfilePicture(base64, {
    maxBytes: ctx.config.maxImageBytes,
    gate: ctx.imageGate,
  });
  const key = `${profilePicturePrefix(userId)}${randomUUID()}`;
  try {
    await Promise.all(
      pictures.map((p) => ctx.storage.put(pictureFileKey(key, p.size), p.data, p.contentType)),
    );
  } catch (error) {
    await ctx.storage.deletePrefix(`${key}/`).catch(() => undefined);
    throw error;
  }
  return key;
}
