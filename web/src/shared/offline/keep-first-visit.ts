import { firstScreenAnswerUrls } from '../data/first-screen-answers';
import { serviceWorkers } from '../util/secure-context';
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
 * Whether this page opened without the worker: its navigation went past it (a first visit, or the worker
 * was new). Such a page hands over what it loaded even if the worker took it over before the app started
 * (the first screen's boot script registers it at first paint).
 */
function openedWithoutWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceResourceTiming[];
  return !navigation || navigation.workerStart === 0;
}

/**
 * A first visit is offline-ready within seconds (issue 43): the worker is registered at the first
 * screen's first paint (the boot script, server/src/app-shell/boot-script.ts) or as the app starts
 * (not after `load`, which a wall's photo delays), installs with the shell only, and takes the page over.
 * Then the page hands it what it loaded past it: the files and photos to keep, and its API reads asked
 * again through it (`accessToken` signs them as the app does). Pages that opened through the worker only
 * ask it to finish keeping the rest of the app, once they have loaded.
 */
export function keepFirstVisitForOffline(accessToken: () => Promise<string | null>) {
  const workers = serviceWorkers();
  // Vite's dev server has no worker to register (`npm run dev -w web`).
  if (!workers || !import.meta.env.PROD) return;
  void workers.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (workers.controller && !openedWithoutWorker()) {
    const controller = workers.controller;
    whenLoaded(() => askToKeep(controller, []));
    return;
  }
  if (workers.controller) handOver(workers.controller, accessToken);
  else
    workers.addEventListener('controllerchange', () => handOver(workers.controller, accessToken), {
      once: true,
    });
}

/** How long requests made before the worker took over may still be finishing. */
const STRAGGLERS_MS = 30_000;

/** Whether a request went past the worker (its timing has no worker start): only those need keeping. */
export const wentPastWorker = (entry: PerformanceEntry) =>
  !('workerStart' in entry) || (entry as PerformanceResourceTiming).workerStart === 0;

/**
 * Hands the worker what the page loaded past it: what has finished, then what was under way when it
 * took over (timing entries only list finished requests). Requests the worker answered are its own.
 */
function handOver(worker: ServiceWorker | null, accessToken: () => Promise<string | null>) {
  const handed = new Set<string>();
  const hand = (entries: readonly PerformanceEntry[], alsoRead: string[] = []) => {
    const fresh = entries.filter((entry) => wentPastWorker(entry) && !handed.has(entry.name));
    for (const entry of fresh) handed.add(entry.name);
    const { files, reads: loadedReads } = loadedToKeep(fresh, location.origin);
    const reads = [...new Set([...loadedReads, ...alsoRead.filter((url) => !handed.has(url))])];
    for (const url of reads) handed.add(url);
    // The reads first: the files are mostly in the HTTP cache, but the worker then fetches the rest of
    // the app, which on a slow link would hold the page's answers back.
    void askAgain(reads, accessToken).then(() => {
      const toKeep = files.filter((url) => !fetchedThroughWorker(url));
      if (toKeep.length) askToKeep(worker, toKeep);
    });
  };
  // The first screen's answers the app started from were never fetched: they are asked now.
  hand(performance.getEntriesByType('resource'), firstScreenAnswerUrls(location.origin));
  const stragglers = new PerformanceObserver((list) => hand(list.getEntries()));
  stragglers.observe({ type: 'resource' });
  setTimeout(() => stragglers.disconnect(), STRAGGLERS_MS);
}

/** Whether the page has fetched `url` through the worker (which keeps what it answers). */
const fetchedThroughWorker = (url: string) =>
  performance.getEntriesByName(url).some((entry) => !wentPastWorker(entry));

/** Each read once more, now through the worker, which keeps its answer. */
async function askAgain(reads: string[], accessToken: () => Promise<string | null>) {
  if (!reads.length) return;
  const token = await accessToken().catch(() => null);
  // A visitor's read asked through the worker meanwhile (the boot script's first asks, the app's own
  // queries) is kept already; a signed-in reader's is asked again all the same, as the boot script asks
  // without the reader's token and the worker keeps each account's answers apart.
  if (!token) reads = reads.filter((url) => !fetchedThroughWorker(url));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  await Promise.all(reads.map((url) => fetch(url, { headers }).catch(() => undefined)));
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
