import type { QueryClient } from '@tanstack/react-query';
import { serviceWorkers } from '../util/secure-context';
import { KEPT_COPY_HEADER } from '../util/kept-copy-header';
import { KEPT_COPY_REFRESHED } from './cache-names';

/**
 * Answers the service worker gave from its kept copy while the network was slower than its timeout
 * (weak signal, a busy server); the network request goes on in the background. When its answer lands
 * in the cache the worker says so, and the page asks again for what it shows, so a slow connection
 * never leaves old data on screen (a tick that seems not to have been stored). Keyed by URL, not by
 * the answer: React Query keeps the previous object when a kept copy equals what is on screen.
 */
export function keptCopyTracker(refresh: () => void, now: () => number = Date.now) {
  /** URLs answered from a kept copy, not yet refreshed. */
  const shown = new Set<string>();
  /** URLs whose fresh answer arrived before the page had read the kept copy, and when. */
  const early = new Map<string, number>();
  return {
    /** After each API answer: notes a kept copy (or refreshes at once if its fresh answer came first). */
    noteAnswer(response: Response) {
      if (!response.headers.get(KEPT_COPY_HEADER)) return;
      const refreshedAt = early.get(response.url);
      early.delete(response.url);
      if (refreshedAt !== undefined && now() - refreshedAt < EARLY_REFRESH_MS) setTimeout(refresh, 0);
      else shown.add(response.url);
    },
    /** For each message from the worker. */
    onMessage(message: unknown) {
      const { type, url } = (message ?? {}) as { type?: string; url?: string };
      if (type !== KEPT_COPY_REFRESHED || !url) return;
      if (shown.delete(url)) refresh();
      else early.set(url, now());
    },
  };
}

/** How long a fresh answer that arrived before its kept copy was read still counts. */
const EARLY_REFRESH_MS = 30_000;

let tracker: ReturnType<typeof keptCopyTracker> | null = null;

/** Called by the API client with every answer. */
export function noteAnswer(response: Response) {
  tracker?.noteAnswer(response);
}

/** Once, at start: on a refreshed copy, every query on screen asks again (nothing without a worker). */
export function listenForRefreshedCopies(queryClient: QueryClient) {
  const workers = serviceWorkers();
  if (!workers) return;
  const current = keptCopyTracker(() => void queryClient.invalidateQueries({ type: 'active' }));
  tracker = current;
  workers.addEventListener('message', (event) => current.onMessage(event.data));
}
