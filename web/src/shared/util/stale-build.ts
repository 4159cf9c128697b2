import { buildFileRefused, fetchBuildFiles, pageBuildFiles } from './build-files';
import { reloadPage } from './reload-page';

/**
 * A page of one release that asks for a file of its own build and finds none: during a rolling deploy
 * the proxy hands its requests to nodes of either release (round-robin, no stickiness), and a node of the
 * other one answers 404. Its files are fetched again from a node that has them (the browser keeps them:
 * immutable), then the page reloads, and each reload gets further. Guarded: a few reloads in a minute,
 * then the error shows.
 * Used by the page's inline script (first-screen/stale-assets.ts: the entry script or stylesheet failed)
 * and by the app (a chunk failed: main.tsx, app/router.tsx), so it stays small.
 */
const KEY = 'spraybook.stale-build-reloads';
/**
 * Reloads of one page allowed in STALE_BUILD_WINDOW_MS. A reload may land on the other release again (one
 * chance in two with two nodes), and each wave of a page's files (entry, then its page's chunks) may miss
 * once: in e2e/tests/rolling-deploy.spec.ts pages recovered after 2-3 reloads; five leave room. Counted
 * per page: a loop reloads one address, while a climber moving on through lazy pages is getting somewhere.
 */
export const STALE_BUILD_RELOADS = 5;
export const STALE_BUILD_WINDOW_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
/** A reload noted: the page's address (path and query) and when. */
type Noted = [page: string, at: number];

/** The reloads noted, or none where the marker is not ours to read. */
function readMarker(storage: Store): Noted[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return (Array.isArray(kept) ? kept : []).filter(
      (noted): noted is Noted =>
        Array.isArray(noted) && typeof noted[0] === 'string' && typeof noted[1] === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * Whether one more reload of `page` is allowed now, noting it if so: fewer than STALE_BUILD_RELOADS of it
 * in the last STALE_BUILD_WINDOW_MS. No storage (blocked, full) means no way to stop a loop: no reload.
 */
export function mayReloadForStaleBuild(storage: Store | null, now: number, page: string): boolean {
  if (!storage) return false;
  try {
    const recent = readMarker(storage).filter(([, at]) => at <= now && now - at < STALE_BUILD_WINDOW_MS);
    if (recent.filter(([noted]) => noted === page).length >= STALE_BUILD_RELOADS) return false;
    storage.setItem(KEY, JSON.stringify([...recent, [page, now]]));
    return true;
  } catch {
    return false;
  }
}

/** What browsers say when a module or a chunk's stylesheet could not be loaded (Chrome, Firefox, Safari, Vite). */
const STALE_BUILD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|not a valid JavaScript MIME type/i;

export function isStaleBuildError(error: unknown): boolean {
  return error instanceof Error && STALE_BUILD_ERROR.test(error.message);
}

/** Marks the page as reloading: seen by both copies of this module (the page's inline script, the app). */
const RELOADING = 'data-stale-build-reload';
/** Other files of the page fail within moments of the first: they are fetched again too. */
export const SETTLE_MS = 300;

/** Whether the page is reloading for a missing file: what broke meanwhile need not be shown. */
export function reloadingForStaleBuild(): boolean {
  return document.documentElement.hasAttribute(RELOADING);
}

/**
 * Once `reloadForStaleBuild` has decided (after SETTLE_MS, it lets the page be if no node refused a file):
 * whether the page is still on its way to the reload.
 */
export const reloadGoesAhead = () =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(reloadingForStaleBuild()), SETTLE_MS + 50));

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page if the guard allows it and the browser is online (offline, a reload cannot help),
 * once the page's build files are fetched from nodes that have them (build-files.ts); `beforeReload`
 * keeps what must survive it. Returns whether the page is reloading; after SETTLE_MS (the answers are
 * recorded by then) it does not if no node refused a file (`buildFileRefused`).
 */
export function reloadForStaleBuild(
  beforeReload?: () => void,
  reload: () => void = reloadPage,
  refused: () => boolean = buildFileRefused,
): boolean {
  if (reloadingForStaleBuild()) return true;
  const page = location.pathname + location.search;
  if (navigator.onLine === false || !mayReloadForStaleBuild(sessionStorageOrNull(), Date.now(), page))
    return false;
  document.documentElement.setAttribute(RELOADING, '');
  void new Promise((resolve) => setTimeout(resolve, SETTLE_MS)).then(async () => {
    // Lost on the way, not refused (a Wi-Fi without internet says online): a reload cannot fetch it, and
    // each would throw away what the page drew from kept answers (decision 0229).
    if (!refused()) return document.documentElement.removeAttribute(RELOADING);
    await fetchBuildFiles(pageBuildFiles(document, performance.getEntriesByType?.('resource') ?? [])).catch(
      () => 0,
    );
    beforeReload?.();
    reload();
  });
  return true;
}
