import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The first screens' own inline scripts, built with the web app from its own modules
 * (web/scripts/build-first-screen.mjs): the climb view fits a climb's photo to its holds and rings
 * them before the first paint, with the same code the app's climb page runs. Read once per build
 * folder; the CSP allows each by its hash.
 */
export interface PageScripts {
  /** web/src/first-screen/climb-view.ts, built; null where the web app has not been built with it. */
  climbView: string | null;
  /** web/src/first-screen/stale-assets.ts, built: every page's, reloads when the app's files fail to load. */
  staleAssets: string | null;
}

const FILES: Record<keyof PageScripts, string> = {
  climbView: 'first-screen/climb-view.js',
  staleAssets: 'first-screen/stale-assets.js',
};
const read = new Map<string, PageScripts>();

function readScript(dist: string, name: string): string | null {
  const file = path.join(dist, name);
  const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  // A script that could end its own element is never inlined (the build checks this too).
  return text && !/<\/script|<!--/i.test(text) ? text : null;
}

export function pageScripts(dist: string | null): PageScripts {
  if (!dist) return { climbView: null, staleAssets: null };
  let scripts = read.get(dist);
  if (!scripts) {
    scripts = {
      climbView: readScript(dist, FILES.climbView),
      staleAssets: readScript(dist, FILES.staleAssets),
    };
    read.set(dist, scripts);
  }
  return scripts;
}

/** CSP sources for the page scripts there are. */
export function pageScriptHashes(dist: string | null): string[] {
  return Object.values(pageScripts(dist))
    .filter((text): text is string => text !== null)
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}
