import { reloadForStaleBuild } from '../shared/util/stale-build';

/**
 * Every page's first inline script (built to dist/first-screen/stale-assets.js by
 * scripts/build-first-screen.mjs; the server puts it at the top of the page's head, allowed by its
 * hash): the app's entry script or stylesheet that fails to load leaves no app to notice, so this
 * does. In a rolling deploy the page came from a node of one release and its files were asked of a
 * node of the other, which answers 404: the page reloads (shared/util/stale-build.ts: a few times at most).
 */

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
    // It reloads only if a node refused the file (404), not if it was lost on the way (offline).
    reloadForStaleBuild();
  },
  // A resource's error does not bubble: it is seen on its way down.
  true,
);
