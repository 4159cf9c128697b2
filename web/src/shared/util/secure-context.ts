/**
 * What a page that is not a secure context skips. A gym's `http://192.168.1.20:8080` is one: the browser
 * gives it no service worker (so no offline copies, no Background Sync, no updates to offer), no Cache
 * Storage, no `crypto.subtle` nor `crypto.randomUUID`, and cannot install it. The app asks here rather than
 * finding out by an exception. Where the browser does not say (an old one, a test's DOM), the page counts as
 * secure: each use still checks that what it needs is there.
 */
export const isSecureContext = (): boolean => globalThis.isSecureContext !== false;

/** The page's service workers, or undefined where there can be none (not a secure context, an old browser). */
export const serviceWorkers = (): ServiceWorkerContainer | undefined =>
  isSecureContext() ? (globalThis.navigator?.serviceWorker as ServiceWorkerContainer | undefined) : undefined;

/** Cache Storage (the service worker's kept answers), or undefined where there is none. */
export const cacheStorage = (): CacheStorage | undefined =>
  isSecureContext() && 'caches' in globalThis ? globalThis.caches : undefined;
