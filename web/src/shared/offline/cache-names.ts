/**
 * The service worker's runtime caches, named once for the worker (which fills them) and the page
 * (which empties them on sign-out). The app shell's precache is Workbox's own.
 */
export const API_CACHE = 'spraybook-api-v1';
export const IMAGE_CACHE = 'spraybook-images-v1';
/** The app's files beyond the shell Workbox precaches (shared/offline/app-files.ts). */
export const APP_FILES_CACHE = 'spraybook-app-files-v1';

/** How long and how much each cache keeps; least recently used entries go first (docs/decisions/0155-service-worker-keeps-answers.md). */
export const API_CACHE_LIMITS = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 };
export const IMAGE_CACHE_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 };

/** A GET under /api that waits this long for the network before answering from the cache. */
export const API_NETWORK_TIMEOUT_SECONDS = 3;

/** The worker's message to the page once the network's answer to such a request has landed in the cache. */
export const KEPT_COPY_REFRESHED = 'kept-copy-refreshed';
/**
 * The worker's message to the pages when a request of theirs got no answer from the network (not their own
 * abort): a kept copy may have stood in for it, which says nothing of the server (reachability.ts, 0230).
 */
export const SERVER_UNANSWERED = 'server-unanswered';
/** The page's message to the worker on sign-out: answers to requests already under way are not kept. */
export const OFFLINE_DATA_CLEARED = 'offline-data-cleared';
/**
 * The page's message to the worker, `{ type, urls }`: the files and photos it loaded (on a first visit,
 * before the worker controlled it), to keep; the worker then keeps the rest of the app (sw.ts).
 */
export const KEEP_LOADED = 'keep-loaded';

/**
 * Background Sync's tag for the offline queue, and the worker's message to the pages when the browser fires it
 * (shared/offline/background-sync.ts).
 */
export const SEND_QUEUE = 'send-offline-queue';
