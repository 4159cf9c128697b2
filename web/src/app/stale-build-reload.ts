import { reloadForStaleBuild } from '../shared/util/stale-build';
import { keepTypedText, restoreTypedText } from '../shared/util/typed-text';

/** Reloads for a file of this build no node has any more (shared/util/stale-build.ts), keeping typed text. */
export function reloadKeepingTypedText(): boolean {
  return reloadForStaleBuild(() => keepTypedText(document, window.sessionStorage, Date.now()));
}

/**
 * Once, at start: a chunk that fails to load (Vite's `vite:preloadError`, for every lazy import and
 * its stylesheets) reloads the page instead of breaking it, and text kept by an earlier such reload
 * goes back into its fields. When the guard refuses, the error goes on to the error screen.
 */
export function reloadOnStaleBuild() {
  try {
    restoreTypedText(document, window.sessionStorage, Date.now());
  } catch {
    // No session storage: nothing was kept either.
  }
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadKeepingTypedText()) event.preventDefault();
  });
}
