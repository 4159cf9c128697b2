/**
 * Which of the build's files the service worker fetches when it installs, and which later (issue 43: a
 * first visit is offline-ready within seconds). Installing waits only for the shell every page starts
 * from — index.html and the entry chunk with its stylesheet and runtime, which the page has just loaded
 * (so the browser's HTTP cache gives them) — and the worker controls the page at once. The rest of the
 * app (each page's lazy chunks, icons, the manifest) is kept as it is used, and all of it once a page
 * has told the worker what it loaded (sw.ts, keep-first-visit.ts).
 */

/** A precache manifest entry's address, relative to the app's root (`assets/index-….js`). */
export type AppFile = string;

/** The app's page, which the worker answers every navigation with. */
export const APP_PAGE = '/index.html';

const SHELL = /^(index\.html|assets\/(index|rolldown-runtime)-[\w-]+\.(js|css))$/;

/** Whether a build file is part of the shell the worker installs with. */
export function isShellFile(file: AppFile): boolean {
  return SHELL.test(file.replace(/^\//, ''));
}

/** The build's files split into the shell (precached on install) and the rest (kept after), and all of them. */
export function splitAppFiles<T extends { url: string } | string>(entries: readonly T[]) {
  const urlOf = (entry: T) => (typeof entry === 'string' ? entry : entry.url);
  return {
    shell: entries.filter((entry) => isShellFile(urlOf(entry))),
    rest: [...new Set(entries.map(urlOf).filter((url) => !isShellFile(url)))],
    all: new Set(entries.map(urlOf)),
  };
}
