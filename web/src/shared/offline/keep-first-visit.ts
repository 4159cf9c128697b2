import { firstScreenAnswerUrls } from '../../lib/first-screen-answers';
import { serviceWorkers } from '../../lib/secure-context';
import { isPhotoRequest, isReadByPost } from './cache-keys';
import { KEEP_LOADED } from './cache-names';

/**
 * Of what a page loaded (its resource timing entries), what the worker keeps for offline: `files` it
 * fetches itself (the app's files, its config, the photos), and the API `reads` the page asks again
 * through it, with the reader's token, so each is kept under the reader's account (the worker never
 * holds a token). Timing entries do not say a request's method: POST reads (their filter is the body)
 * are left out, and another POST's address asked with GET is at worst a read the server refuses.
 */
export function loadedToKeep(entries: readonly { name: string }[], origin: string) {
  const urls = [...new Set(entries.map((entry) => entry.name))].map((name) => new URL(name));
  const sameOrigin = (url: URL) => url.origin === origin;
  const isApi = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/api/');
  return {
    files: urls
      .filter(
        (url) =>
          isPhotoRequest(url, origin) ||
          (sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname === '/api/config')),
      )
      .map((url) => url.href),
    reads: urls
      .filter((url) => isApi(url) && url.pathname !== '/api/config' && !isReadByPost(url.pathname))
      .map((url) => url.href),
  };
}

/** Tells the worker what to keep: `files` now, then the rest of the app it has not kept yet. */
function askToKeep(worker: ServiceWorker | null, files: string[]) {
  worker?.postMessage({ type: KEEP_LOADED, urls: files });
}

/**
 * A first visit is offline-ready within seconds (issue 43): the worker is registered as the app starts
 * (not after `load`, which a wall's photo delays), installs with the shell only, and takes the page over.
 * Then the page hands it what it loaded before: the files and photos to keep, and its API reads asked
 * again through it (`accessToken` signs them as the app does). Pages the worker already controls only
 * ask it to finish keeping the rest of the app, once they have loaded.
 */
export function keepFirstVisitForOffline(accessToken: () => Promise<string | null>) {
  const workers = serviceWorkers();
  // Vite's dev server has no worker to register (`npm run dev -w web`).
  if (!workers || !import.meta.env.PROD) return;
  void workers.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (workers.controller) {
    const controller = workers.controller;
    whenLoaded(() => askToKeep(controller, []));
    return;
  }
  workers.addEventListener('controllerchange', () => handOver(workers.controller, accessToken), {
    once: true,
  });
}

/** How long requests made before the worker took over may still be finishing. */
const STRAGGLERS_MS = 30_000;

/**
 * Hands the worker what the page loaded before it took over: what has finished, then what was under way
 * (timing entries only list finished requests; those started before went past the worker too).
 */
function handOver(worker: ServiceWorker | null, accessToken: () => Promise<string | null>) {
  const tookOverAt = performance.now();
  const handed = new Set<string>();
  const hand = (entries: readonly PerformanceEntry[], alsoRead: string[] = []) => {
    const fresh = entries.filter((entry) => entry.startTime < tookOverAt && !handed.has(entry.name));
    for (const entry of fresh) handed.add(entry.name);
    const { files, reads: loadedReads } = loadedToKeep(fresh, location.origin);
    const reads = [...new Set([...loadedReads, ...alsoRead])];
    // The reads first: the files are mostly in the HTTP cache, but the worker then fetches the rest of
    // the app, which on a slow link would hold the page's answers back.
    void askAgain(reads, accessToken).then(() => files.length && askToKeep(worker, files));
  };
  // The first screen's answers the app started from were never fetched: they are asked now.
  hand(performance.getEntriesByType('resource'), firstScreenAnswerUrls(location.origin));
  const stragglers = new PerformanceObserver((list) => hand(list.getEntries()));
  stragglers.observe({ type: 'resource' });
  setTimeout(() => stragglers.disconnect(), STRAGGLERS_MS);
}

/** Each read once more, now through the worker, which keeps its answer. */
async function askAgain(reads: string[], accessToken: () => Promise<string | null>) {
  if (!reads.length) return;
  const token = await accessToken().catch(() => null);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  await Promise.all(reads.map((url) => fetch(url, { headers }).catch(() => undefined)));
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
