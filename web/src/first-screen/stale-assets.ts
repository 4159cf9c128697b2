import { reloadForStaleBuild } from '../shared/util/stale-build';

/**
 * Every page's first inline script (built to dist/first-screen/stale-assets.js by
 * scripts/build-first-screen.mjs; the server puts it at the top of the page's head, allowed by its
 * hash): the app's entry script or stylesheet that fails to load leaves no app to notice, so this
 * does. In a rolling deploy the page came from a node of one release and its files were asked of a
 * node of the other, which answers 404: the page reloads (shared/util/stale-build.ts: a few times at most).
 */

/** Moments for the browser to record the failed file's answer (resource timing) after its error event. */
const RECORDED_MS = 50;

/**
 * Whether a node refused the file (404: another release's node), rather than the file being lost on the
 * way (offline, blocked), which a reload cannot mend. Where the browser records no statuses, assume so.
 */
function refused(url: string): boolean {
  if (!('responseStatus' in PerformanceResourceTiming.prototype)) return true;
  return performance
    .getEntriesByName(url)
    .some((entry) => (entry as PerformanceResourceTiming).responseStatus === 404);
}

addEventListener(
  'error',
  (event) => {
    const element = event.target;
    const url =
      element instanceof HTMLScriptElement
        ? element.src
        : element instanceof HTMLLinkElement
          ? element.href
          : '';
    if (!url || !new URL(url, location.href).pathname.startsWith('/assets/')) return;
    setTimeout(() => {
      if (refused(url)) reloadForStaleBuild();
    }, RECORDED_MS);
  },
  // A resource's error does not bubble: it is seen on its way down.
  true,
);
