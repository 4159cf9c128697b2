/**
 * The keys the service worker files answers under. Plain functions, so the rules are unit-tested
 * without a worker.
 */

/** The account an API request is made for: the access token's subject, or 'visitor' without one. */
export function accountOf(authorization: string | null): string {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return 'visitor';
  const payload = token.split('.')[1];
  if (!payload) return 'token';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : 'token';
  } catch {
    // Not a JWT we can read: still never the visitor's answers.
    return 'token';
  }
}

/** Marks which account an answer belongs to, so one account on this phone never reads another's. */
const ACCOUNT_PARAM = 'offline-account';

/** An API answer's key: its URL and the account it was fetched for. */
export function apiCacheKey(url: string, account: string): string {
  const key = new URL(url);
  key.searchParams.set(ACCOUNT_PARAM, account);
  return key.href;
}

/** The account a kept answer's key was filed for (`apiCacheKey`). */
export const accountOfKey = (key: string) => new URL(key).searchParams.get(ACCOUNT_PARAM);

/** A wall's current photo revision, asked for as `latest` (`GET /api/walls/:id/revisions/latest`). */
const LATEST_REVISION = /^(\/api\/walls\/[^/]+\/revisions\/)latest$/;

/**
 * The key under which a kept answer to a wall's `latest` revision is also filed by the id in its body: a
 * climb page asks for its revision by id, and opened online it may have been given the current one's
 * answer instead (one round trip less), so offline that id must find it too. Null for any other answer.
 */
export function revisionByIdKey(latestKey: string, body: unknown): string | null {
  const key = new URL(latestKey);
  const prefix = key.pathname.match(LATEST_REVISION)?.[1];
  const id = (body as { id?: unknown } | null)?.id;
  if (!prefix || typeof id !== 'string' || !/^[\w-]+$/.test(id)) return null;
  key.pathname = prefix + id;
  return key.href;
}

/** Marks the body of a read made with POST (a ticks query), which the Cache API can only file as a GET. */
const BODY_PARAM = 'offline-body';

/**
 * The key of a read made with POST (`POST /api/ascents/query`: its filter is the body): a GET address of
 * its URL, its body and the account, so each filter has its own kept answer.
 */
export function queryCacheKey(url: string, body: string, account: string): string {
  const key = new URL(url);
  key.searchParams.set(BODY_PARAM, body);
  return apiCacheKey(key.href, account);
}

/** POST routes that only read, whose answers are kept like a GET's. */
export const isReadByPost = (pathname: string) => pathname === '/api/ascents/query';

/** A query parameter of a private wall's photo signature: `exp`, `sig`, or a bucket's presigning `X-Amz-…`. */
const isSignatureParam = (name: string) => name === 'exp' || name === 'sig' || /^x-amz-/i.test(name);

/** Whether a photo's address carries a signature, which expires within minutes (a private wall's photo). */
export const isSignedPhotoUrl = (url: string) =>
  [...new URL(url, 'http://x').searchParams.keys()].some(isSignatureParam);

/**
 * A photo's key without a private wall's signature: the signed URL changes every few minutes, the photo
 * behind it never (its key is new on every upload).
 */
export function imageCacheKey(url: string): string {
  const key = new URL(url);
  for (const name of [...key.searchParams.keys()]) if (isSignatureParam(name)) key.searchParams.delete(name);
  return key.href;
}

/** A stored photo's key as the end of an address: a wall photo's original or variant, a profile picture's size. */
const STORED_PHOTO = /\/(walls|users)\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/(original\.jpg|w\d+\.webp)$/;

/**
 * Whether a GET is for a stored photo, which the worker keeps: the app's own `/images/…`, or with photos
 * in a bucket the same keys at the bucket's or the CDN's address (`PUBLIC_IMAGES_URL`), whichever origin
 * that is: the page loads images only from where the server's CSP allows, and the worker needs no
 * configuration to know it offline.
 */
export function isPhotoRequest(url: URL, appOrigin: string): boolean {
  if (url.origin === appOrigin) return url.pathname.startsWith('/images/');
  return (url.protocol === 'https:' || url.protocol === 'http:') && STORED_PHOTO.test(url.pathname);
}
