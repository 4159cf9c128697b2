import { photoAccess } from '../access/wall-photo-access.ts';
import type { AppContext } from '../context.ts';

// Keys are never reused (each upload gets a new id), so public images cache forever.
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control a stored image is served with, or null when it must answer 404 (a private wall's
 * photo without a valid signature). Signed ones stay in the browser only, no longer than the signature.
 */
export async function imageCacheControl(ctx: AppContext, key: string, query: unknown) {
  const access = await photoAccess(ctx.db, key);
  if (access === 'public') return PUBLIC_FOREVER;
  if (access === 'not_found') return null;
  const seconds = ctx.imageUrls.validFor(key, query, Date.now());
  return seconds === null ? null : `private, max-age=${seconds}`;
}
