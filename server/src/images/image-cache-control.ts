import { photoAccess } from '../access/wall-photo-access.ts';
import type { AppContext } from '../context.ts';

/**
 * How long a public image may be reused without asking: a wall can turn private, and a picture goes
 * away with its account, so a browser or CDN must stop showing either soon after. Past it, a
 * revalidation costs a 304 (images.ts sends an ETag), or a 404 once it is gone. See docs/decisions/0045-public-photos-cached-ten-minutes.md.
 */
export const PUBLIC_IMAGE_MAX_AGE = 10 * 60;
const PUBLIC_IMAGE = `public, max-age=${PUBLIC_IMAGE_MAX_AGE}`;

/**
 * The Cache-Control a stored image is served with, or null when it must answer 404 (a private wall's
 * photo without a valid signature). Signed ones stay in the browser only, no longer than the signature.
 */
export async function imageCacheControl(ctx: AppContext, key: string, query: unknown) {
  const access = await photoAccess(ctx.db, key);
  if (access === 'public') return PUBLIC_IMAGE;
  if (access === 'not_found') return null;
  const seconds = ctx.imageUrls.validFor(key, query, Date.now());
  return seconds === null ? null : `private, max-age=${seconds}`;
}
