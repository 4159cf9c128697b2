/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (Workbox's manifest, injected at build) and keeps the
 * answers of pages opened online so they open again without a network (docs/decisions/0155-service-worker-keeps-answers.md).
 */
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { APP_PAGE, splitAppFiles } from './shared/offline/app-files';
import { ownReleaseAnswer } from './shared/offline/own-release-answer';
import { signOutGuard } from './shared/offline/sign-out-guard';
import { notificationFromPush, openFromNotification } from './shared/util/push/push-notification';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  accountOf,
  apiCacheKey,
  imageCacheKey,
  isPhotoRequest,
  isReadByPost,
  queryCacheKey,
} from './shared/offline/cache-keys';
import { currentRevisionAlsoById } from './shared/offline/current-revision-by-id';
import {
  API_CACHE,
  API_CACHE_LIMITS,
  APP_FILES_CACHE,
  KEEP_LOADED,
  API_NETWORK_TIMEOUT_SECONDS,
  IMAGE_CACHE,
  IMAGE_CACHE_LIMITS,
  KEPT_COPY_REFRESHED,
  OFFLINE_DATA_CLEARED,
  SEND_QUEUE,
  SERVER_UNANSWERED,
} from './shared/offline/cache-names';
import { KEPT_COPY_HEADER } from './shared/util/kept-copy-header';

declare const self: ServiceWorkerGlobalScope;

// Installing fetches only the shell (shared/offline/app-files.ts): the first visit's page, controlled
// as soon as that is in, then tells the worker what it loaded before (keepLoadedThenTheRest).
const appFiles = splitAppFiles(self.__WB_MANIFEST);
/** Its files as its own release has them, whichever node answered first (a rolling deploy). */
const fromOwnRelease: WorkboxPlugin = {
  fetchDidSucceed: ({ request, response }) =>
    ownReleaseAnswer(request.url, response, appFiles.all, () => fetch(request.url, { cache: 'no-store' })),
};
addPlugins([fromOwnRelease]);
precacheAndRoute(appFiles.shell);
cleanupOutdatedCaches();
clientsClaim();

// API calls, sign-in, password recovery and images are never answered from the app-shell cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_PAGE), {
    denylist: [/^\/api/, /^\/oidc/, /^\/auth\/interaction/, /^\/auth\/recovery/, /^\/images/],
  }),
);

/** Each account's answers under keys of their own: another account on this phone never reads them. */
const perAccount: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    apiCacheKey(request.url, accountOf(request.headers.get('authorization'))),
};

/**
 * Sign-out (shared/offline/sign-out-guard.ts): no answer to a request made before the last sign-out is
 * kept, whenever it arrives, or a query of the signed-out page would refill the caches after the delete.
 */
const signOut = signOutGuard(() => performance.now());

/**
 * Whether an answer may be kept for offline use: a 200, not one the server says must not be stored, and
 * not to a request made before the last sign-out. The one rule for every runtime cache.
 */
const mayKeep = (response: Response, event: Event | undefined) =>
  response.status === 200 &&
  !/no-store/i.test(response.headers.get('cache-control') ?? '') &&
  signOut.mayKeep(event?.timeStamp);
const keptOnlyIfAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ event, response }) => (mayKeep(response, event) ? response : null),
  // The sign-out may come between the check above and the put: the entry goes again.
  cacheDidUpdate: async ({ cacheName, request, event }) => {
    if (signOut.mayKeep(event?.timeStamp)) return;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
  },
};

/** Sends a message to every open page of the app. */
async function tellPages(message: { type: string; url?: string }) {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A kept answer given because the network was slow (or gone) says so in a header; when the network's
 * answer to that request lands in the cache after all, the page hears of it and asks again
 * (shared/offline/kept-copies.ts), so a slow connection shows old data only until the new one is here.
 */
const answeredFromKeptCopy = new WeakSet<Event>();
function markedKept(kept: Response) {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}
const keptCopyThenFresh: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    if (event) answeredFromKeptCopy.add(event);
    return markedKept(cachedResponse);
  },
  cacheDidUpdate: async ({ event }) => {
    if (!(event instanceof FetchEvent) || !answeredFromKeptCopy.has(event)) return;
    await tellPages({ type: KEPT_COPY_REFRESHED, url: event.request.url });
  },
};

/**
 * A request the network never answered (a Wi-Fi without internet, no signal) that a kept copy then stood in
 * for: the page would see only the copy, and show it as if the server were there. The pages hear of it, so
 * their 'Offline' state shows (decision 0230). A page's own abort (it navigated away) is no such sign.
 */
const unansweredRequest = (error: unknown) => !(error instanceof DOMException && error.name === 'AbortError');
const tellUnanswered: WorkboxPlugin = {
  fetchDidFail: async ({ error }) => {
    if (unansweredRequest(error)) await tellPages({ type: SERVER_UNANSWERED });
  },
};

/** The API cache's expiry, for entries the worker files itself (reads made with POST, a revision by id). */
const apiExpiration = new CacheExpiration(API_CACHE, API_CACHE_LIMITS);

const currentRevisionByIdToo = currentRevisionAlsoById(signOut, (key) => apiExpiration.updateTimestamp(key));

// API reads: the network's answer when it comes within 3 s, else (offline, a basement) the kept one.
// The API's own documentation pages are no answer the app shows, and a session's live events
// (text/event-stream) never end: kept, they would fill the cache; they go to the network untouched.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/docs') &&
    !request.headers.get('accept')?.includes('text/event-stream') &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      perAccount,
      keptOnlyIfAllowed,
      new ExpirationPlugin({ ...API_CACHE_LIMITS, purgeOnQuotaError: true }),
      currentRevisionByIdToo,
      // After the expiration check, so only a copy that is still given out is marked.
      keptCopyThenFresh,
      tellUnanswered,
    ],
  }),
);

/**
 * Reads made with POST (a climb's or a climber's ticks: the filter is the body). The Cache API files only
 * GETs, so the answer goes under a GET key of URL, body and account (`queryCacheKey`), in the API cache
 * and under its cap. The network's answer whenever it comes, the kept one only when there is no network:
 * a tick list is what a climber checks right after ticking, and a slow answer must not show it without.
 */
registerRoute(
  ({ url }) => sameOrigin(url) && isReadByPost(url.pathname),
  async ({ request, event }) => {
    const account = accountOf(request.headers.get('authorization'));
    const key = queryCacheKey(request.url, await request.clone().text(), account);
    const cache = await caches.open(API_CACHE);
    try {
      const response = await fetch(request);
      if (mayKeep(response, event)) {
        const copy = response.clone();
        await signOut.keep(
          event?.timeStamp,
          () => cache.put(key, copy),
          () => cache.delete(key),
        );
        await apiExpiration.updateTimestamp(key);
        void apiExpiration.expireEntries();
      }
      return response;
    } catch (error) {
      if (unansweredRequest(error)) await tellPages({ type: SERVER_UNANSWERED });
      const kept = await cache.match(key);
      if (!kept) throw error;
      return markedKept(kept);
    }
  },
  'POST',
);

/**
 * A photo in a bucket is another origin. An `<img>` asks for it without CORS, and that answer is opaque
 * (status 0, which `mayKeep` refuses: its size and success are unknown), so the worker asks the bucket
 * with CORS instead, which the bucket allows for the hold finder's pixel reads (README, Deploying): a 200
 * it can check and keep. A bucket that refuses CORS gets the page's own request, given but not kept.
 */
const photoFromBucket: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    sameOrigin(new URL(request.url)) || request.mode === 'cors'
      ? request
      : new Request(request, { mode: 'cors', credentials: 'omit' }),
  handlerDidError: async ({ request }) => (sameOrigin(new URL(request.url)) ? undefined : fetch(request)),
};

// Photo variants never change under one key: the kept copy, fetched once.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isPhotoRequest(url, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => imageCacheKey(request.url) },
      photoFromBucket,
      keptOnlyIfAllowed,
      new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

/** The rest of the app's files (lazy chunks, icons), by address: each kept as it is first used. */
const restOfApp = new Set(appFiles.rest.map((file) => new URL(file, self.location.origin).href));
registerRoute(
  ({ url }) => restOfApp.has(url.href),
  new CacheFirst({ cacheName: APP_FILES_CACHE, plugins: [fromOwnRelease] }),
);

/** At most this many of the rest's files are fetched at once: the page's own requests come first. */
const KEEPING_AT_ONCE = 3;

/**
 * The rest of the app waits until the pages have asked for nothing for this long: on a first visit the
 * worker takes over while the page is still loading its chunks and answers, which must not queue behind
 * the rest on a phone's few connections (issue 43).
 */
const PAGES_QUIET_MS = 800;
let lastPageFetchAt = 0;
self.addEventListener('fetch', () => {
  lastPageFetchAt = performance.now();
});
async function whenPagesQuiet(): Promise<void> {
  const wait = lastPageFetchAt + PAGES_QUIET_MS - performance.now();
  if (wait <= 0) return;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return whenPagesQuiet();
}

/**
 * A page's files and photos that loaded before this worker controlled it (its first visit), each kept by
 * the route that would have kept it; then every file of the rest of the app not kept yet, so any page
 * opens offline, and those of older versions dropped. Idempotent: pages send it at every start.
 */
async function keepLoadedThenTheRest(urls: string[], event: ExtendableMessageEvent) {
  const router = getOrCreateDefaultRouter();
  await Promise.all(
    urls.map((url) => router.handleRequest({ request: new Request(url), event })?.catch(() => undefined)),
  );
  // One round at a time: a page hands its files over in a few messages.
  keepingTheRest ??= keepTheRest().finally(() => (keepingTheRest = null));
  await keepingTheRest;
}
let keepingTheRest: Promise<void> | null = null;

/** Every file of the rest of the app not kept yet, at most KEEPING_AT_ONCE at a time; older builds' dropped. */
async function keepTheRest() {
  const cache = await caches.open(APP_FILES_CACHE);
  for (const request of await cache.keys()) if (!restOfApp.has(request.url)) await cache.delete(request);
  const missing: string[] = [];
  for (const url of restOfApp) if (!(await cache.match(url))) missing.push(url);
  const keepNext = async (): Promise<void> => {
    await whenPagesQuiet();
    const url = missing.shift();
    if (!url) return;
    // Asked once: after a deploy an older worker's missing files are gone for good, and the next start asks again.
    const response = await fetch(url);
    if (response.ok) await cache.put(url, response);
    return keepNext();
  };
  // A failed fetch (the network gone) ends the round: the next start asks again.
  await Promise.all(Array.from({ length: KEEPING_AT_ONCE }, keepNext)).catch(() => undefined);
}

// The page's messages: 'Update Now' (spec 4), the waiting version takes over; sign-out, see mayKeep;
// what a page loaded, see keepLoadedThenTheRest.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  const type = data?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Emptied here, after the guard's mark, so no answer's put lands between a delete and the mark;
  // the page waits for the reply (shared/offline/clear-offline-data.ts).
  if (type === OFFLINE_DATA_CLEARED)
    event.waitUntil(
      signOut
        .cleared(() => Promise.all([caches.delete(API_CACHE), caches.delete(IMAGE_CACHE)]))
        .then(() => event.ports[0]?.postMessage({ type: OFFLINE_DATA_CLEARED })),
    );
  if (type === KEEP_LOADED) {
    const urls = Array.isArray(data?.urls) ? data.urls.filter((url) => typeof url === 'string') : [];
    event.waitUntil(keepLoadedThenTheRest(urls, event));
  }
});

// Background Sync (where the browser has it): the connection is back, so the pages send their queue of
// offline writes (the access token lives in the page). With no page open nothing is sent until one opens.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== SEND_QUEUE) return;
  sync.waitUntil(tellPages({ type: SEND_QUEUE }));
});

// Web Push (issue 46): the server's pushes shown on the lock screen; a tap opens the place they name.
self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data, self.clients, self.location.origin));
});
