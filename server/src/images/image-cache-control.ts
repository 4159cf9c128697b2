import { photoAccess } from '../access/wall-photo-access.ts';
import type { AppContext } from '../context.ts';

// Keys are never reused (each upload gets a new id), and only wall photos can become private, so
// every other image (profile pictures) caches forever.
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';

/**
 * How long a public wall's photo may be reused without asking: a wall can turn private, and a browser
 * or CDN must stop showing its photos soon after. Past it, a revalidation costs a 304 (images.ts
 * sends an ETag), or a 404 once the wall is private. See docs/decisions.md.
 */
export const PUBLIC_WALL_PHOTO_MAX_AGE = 10 * 60;
const PUBLIC_WALL_PHOTO = `public, max-age=${PUBLIC_WALL_PHOTO_MAX_AGE}`;

/**
 * The Cache-Control a stored image is served with, or null when it must answer 404 (a private wall's
 * photo without a valid signature). Signed ones stay in the browser only, no longer than the signature.
 */
export async function imageCacheControl(ctx: AppContext, key: string, query: unknown) {
  const access = await photoAccess(ctx.db, key);
  if (access === 'public') return key.startsWith('walls/') ? PUBLIC_WALL_PHOTO : PUBLIC_FOREVER;
  if (access === 'not_found') return null;
  const seconds = ctx.imageUrls.validFor(key, query, Date.now());
  return seconds === null ? null : `private, max-age=${seconds}`;
}
