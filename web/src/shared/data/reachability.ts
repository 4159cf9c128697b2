import { KEPT_COPY_HEADER } from '../util/kept-copy-header';

/**
 * Whether the app's server can be reached: the one answer the app's offline behaviour follows (the
 * 'Offline' indicator and page, TanStack's refetch on reconnect, the write queue, photo retries).
 * `navigator.onLine` only says a network is there: on a Wi-Fi without internet (the gym's Wi-Fi is up,
 * its uplink is not) it stays true and no 'online' event ever comes. So a request to our server that got
 * no answer makes it unreachable too, and until `/healthz` answers again it is asked on a backing-off timer,
 * and at once when the browser says online or the app comes back to the screen (decision 0230).
 */

/** The first probe after the server went unreachable; each failed one doubles the wait, up to the longest. */
export const FIRST_PROBE_MS = 3_000;
export const LONGEST_PROBE_MS = 30_000;
/** A probe still unanswered after this failed: on a Wi-Fi without uplink a request may hang instead. */
export const PROBE_TIMEOUT_MS = 10_000;

export type Reachability = ReturnType<typeof createReachability>;

/** `probe` asks the server whether it answers (true) and never throws. */
export function createReachability(probe: () => Promise<boolean>, win: Window = window) {
  const listeners = new Set<() => void>();
  let serverLost = false;
  let wait = FIRST_PROBE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing: Promise<boolean> | null = null;

  const browserOnline = () => win.navigator.onLine !== false;
  const reachable = () => browserOnline() && !serverLost;
  // Listeners read `reachable()` when told: a repeated notice changes nothing for them.
  const notify = () => [...listeners].forEach((listener) => listener());

  function probeLater() {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), wait);
    wait = Math.min(wait * 2, LONGEST_PROBE_MS);
  }

  /** A request to our server got no answer: unreachable, and probing starts. */
  function noteNetworkFailure() {
    if (serverLost) return;
    serverLost = true;
    wait = FIRST_PROBE_MS;
    probeLater();
    notify();
  }

  /** Our server answered a request: reachable. */
  function noteServerAnswered() {
    if (!serverLost) return;
    serverLost = false;
    clearTimeout(timer);
    notify();
  }

  /** Asks the server now (one probe at a time); whether it answered. Offline, the 'online' event will tell. */
  function check(): Promise<boolean> {
    if (!browserOnline()) return Promise.resolve(false);
    probing ??= probe()
      .catch(() => false)
      .then((answered) => {
        probing = null;
        if (!answered) {
          if (serverLost) probeLater();
          else noteNetworkFailure();
        } else noteServerAnswered();
        return answered;
      });
    return probing;
  }

  const onNetwork = () => {
    if (serverLost) void check();
    notify();
  };
  const onScreen = () => {
    if (serverLost && win.document.visibilityState === 'visible') void check();
  };
  win.addEventListener('online', onNetwork);
  win.addEventListener('offline', onNetwork);
  win.addEventListener('focus', onScreen);
  win.document.addEventListener('visibilitychange', onScreen);

  return {
    reachable,
    noteNetworkFailure,
    noteServerAnswered,
    check,
    /** Tells `listener` whenever reachability may have changed; returns the way to stop. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Stops listening and probing (tests). */
    stop() {
      clearTimeout(timer);
      win.removeEventListener('online', onNetwork);
      win.removeEventListener('offline', onNetwork);
      win.removeEventListener('focus', onScreen);
      win.document.removeEventListener('visibilitychange', onScreen);
    },
  };
}

/**
 * Whether the server answers `/healthz` (which the service worker never answers from a cache: it has no
 * route for it, and `no-store` keeps the HTTP cache out too).
 */
export async function probeHealthz(fetchFn: typeof fetch = fetch): Promise<boolean> {
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
  try {
    return (await fetchFn('/healthz', { cache: 'no-store', signal: abort.signal })).ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

/** The page's one model, made on first use. */
let shared: Reachability | null = null;
const reachability = () => (shared ??= createReachability(() => probeHealthz()));

export const isReachable = () => reachability().reachable();
export const onReachabilityChange = (listener: () => void) => reachability().subscribe(listener);
export const noteNetworkFailure = () => reachability().noteNetworkFailure();

/**
 * What an API answer says of the server (`detail`: the error's, if any): a proxy's gateway failure means no
 * node of ours answered, a copy the worker kept says nothing, anything else is our server answering.
 */
export function noteAnswer(response: Response, detail: string | undefined) {
  if (isGatewayFailure(response.status, detail)) noteNetworkFailure();
  else if (!response.headers.has(KEPT_COPY_HEADER)) reachability().noteServerAnswered();
}
export const checkReachable = () => reachability().check();

/** Drops the page's model, so the next use starts afresh with the server reachable (tests, after each). */
export function resetReachability() {
  shared?.stop();
  shared = null;
}

/**
 * Statuses a proxy answers with when no node of ours answered it (bad gateway, unavailable, timed out).
 * Our own server's 503 (database unavailable, image queue full) carries its `detail`: it answered.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
export const isGatewayFailure = (status: number, detail: string | undefined) =>
  GATEWAY_STATUSES.has(status) && !detail;
