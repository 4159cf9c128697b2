import { reloadForStaleBuild } from '../shared/util/stale-build';
import { reloadPage } from '../shared/util/reload-page';
import { keepTypedTextNow, reloadKeepingTypedText, restoreTypedText } from '../shared/util/typed-text';

/**
 * Reloads (guarded, keeping typed text) a page whose code failed to load while the server was out of reach
 * and fails again now that it answers: the browser kept the import's failure, and no node refused the file,
 * so the stale build's check for a refused one would let the page be.
 */
export function reloadForKeptImportFailure(): boolean {
  return reloadForStaleBuild(keepTypedTextNow, reloadPage, () => true);
}

/** Vite's error for a lazy chunk's stylesheet that did not load: the chunk itself may still. */
const STYLESHEET_FAILED = /^Unable to preload CSS/;

/**
 * Once, at start: a chunk or its stylesheet that fails to load (Vite's `vite:preloadError`, for every lazy
 * import) reloads the page where a node refused it (reloadForStaleBuild), and text kept by an earlier such
 * reload goes back into its fields. Only a stylesheet's failure is prevented: Vite then imports the chunk,
 * and the page draws without that stylesheet (offline, kept code without its few rules beats no page). A
 * chunk's own failure prevented would make its import resolve to nothing and break the importer (a lazy
 * page, the sign-in's library), so it goes on to the importer, which knows what to show (lazy-page.tsx).
 */
export function reloadOnStaleBuild() {
  try {
    restoreTypedText(document, window.sessionStorage, Date.now());
  } catch {
    // No session storage: nothing was kept either.
  }
  window.addEventListener('vite:preloadError', (event) => {
    reloadKeepingTypedText();
    if (STYLESHEET_FAILED.test(event.payload.message)) event.preventDefault();
  });
}
