import { cacheStorage, serviceWorkers } from '../util/secure-context';
import { API_CACHE, IMAGE_CACHE, OFFLINE_DATA_CLEARED } from './cache-names';

type Clearer = (accountId: string) => void | Promise<void>;
const clearers = new Set<Clearer>();

/**
 * Lets other offline stores (the queue of writes made offline) be emptied with the cached answers.
 * Returns the function that stops listening.
 */
export function onClearOfflineData(clearer: Clearer): () => void {
  clearers.add(clearer);
  return () => clearers.delete(clearer);
}

/**
 * Forgets what this phone kept for an account (its token subject) when it signs out: every cached
 * API answer and photo (a visitor's too, so no signed photo outlives the session), then whatever
 * registered through `onClearOfflineData`. Never throws: signing out must go on.
 */
export async function clearOfflineData(accountId: string): Promise<void> {
  // First, so an answer still on its way (a query of the page signed out of) is not filed after the
  // delete: the worker marks the moment, empties the caches itself and replies (sw.ts).
  await workerCleared();
  const caches = cacheStorage();
  if (caches) {
    await Promise.all([caches.delete(API_CACHE), caches.delete(IMAGE_CACHE)]).catch(() => undefined);
  }
  await Promise.all([...clearers].map(async (clear) => clear(accountId))).catch(() => undefined);
}

/** How long sign-out waits for the worker's reply (a worker being replaced may never answer). */
const WORKER_REPLY_MS = 1500;

/** Tells the worker (if one controls the page) to forget its kept answers; resolves once it has. */
function workerCleared(): Promise<void> {
  const worker = serviceWorkers()?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, WORKER_REPLY_MS);
    channel.port1.onmessage = done;
    worker.postMessage({ type: OFFLINE_DATA_CLEARED }, [channel.port2]);
  });
}
