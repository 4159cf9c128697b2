/**
 * Before a reload for a stale build (stale-build.ts): this page's own build files fetched again until
 * a node that has them answers, so the browser keeps them (immutable) and the reloaded page finds them
 * whichever node each request reaches. Without it a reload rarely helps: every one of a page's dozen
 * files must reach a node of its release, and round-robin sends every other request to the other one.
 */

/** Tries per file: each goes to the next node; with two releases half-way, 1 in 2^6 still misses. */
export const FETCH_TRIES = 6;
/**
 * Longest the reload waits on these fetches (a climb page names some forty files; a reload aborts the
 * ones still on their way): a page that cannot get them reloads anyway.
 */
export const FETCH_WAIT_MS = 10_000;

const isBuildFile = (url: URL) => url.pathname.startsWith('/assets/');

/** The first screen's list of the app's files, added later by the boot script (server/src/first-screen). */
function listedInAppAssets(doc: Document): string[] {
  const text = doc.getElementById('app-assets')?.textContent;
  if (!text) return [];
  try {
    const assets = JSON.parse(text) as {
      early?: [string, Record<string, string>][];
      late?: [string, Record<string, string>][];
      page?: string[];
    };
    return [
      ...[...(assets.early ?? []), ...(assets.late ?? [])].map(
        ([, attributes]) => attributes.src ?? attributes.href ?? '',
      ),
      ...(assets.page ?? []),
    ];
  } catch {
    return [];
  }
}

/** The addresses a node refused (404), of the resources the browser recorded with their statuses. */
export const refusedFiles = (entries: readonly PerformanceEntry[]) =>
  entries
    .filter((entry) => (entry as PerformanceResourceTiming).responseStatus === 404)
    .map((entry) => entry.name);

/**
 * Whether a node refused one of the build's files (404: a node of another release, in a rolling deploy),
 * of `entries` (the page's resources by default). A file lost on the way is no such thing: offline, or on
 * a Wi-Fi without internet, where `navigator.onLine` still says online, a reload cannot fetch it and
 * reloading would only loop. Where the browser records no statuses, only `navigator.onLine` can tell.
 */
export function buildFileRefused(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType?.('resource') ?? [],
  recordsStatuses = typeof PerformanceResourceTiming !== 'undefined' &&
    'responseStatus' in PerformanceResourceTiming.prototype,
): boolean {
  if (!recordsStatuses) return navigator.onLine !== false;
  return refusedFiles(entries).some((url) => isBuildFile(new URL(url, location.href)));
}

/**
 * This page's build files: those its head names (entry script, stylesheets, preloads; the first
 * screen's list of them) and those it was refused (404s, where the browser reports statuses).
 */
export function pageBuildFiles(doc: Document, entries: readonly PerformanceEntry[]): string[] {
  const named = [...doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map(
    (element) => (element instanceof HTMLScriptElement ? element.src : element.href),
  );
  const urls = [...named, ...listedInAppAssets(doc), ...refusedFiles(entries)]
    .filter(Boolean)
    .map((url) => new URL(url, doc.baseURI));
  return [...new Set(urls.filter(isBuildFile).map((url) => url.href))];
}

/** Fetches a file until an answer is a 200, read whole so the browser keeps it. */
async function fetchFromAnyNode(url: string, fetchFile: typeof fetch): Promise<boolean> {
  for (let i = 0; i < FETCH_TRIES; i++) {
    try {
      const response = await fetchFile(url, { credentials: 'same-origin' });
      if (response.ok) {
        await response.arrayBuffer();
        return true;
      }
    } catch {
      // Offline or dropped: the next try, or the reload, will tell.
    }
  }
  return false;
}

/** Fetches every file from a node that has it, waiting at most FETCH_WAIT_MS; how many it got. */
export async function fetchBuildFiles(urls: string[], fetchFile: typeof fetch = fetch): Promise<number> {
  let got = 0;
  const all = Promise.all(
    urls.map(async (url) => {
      if (await fetchFromAnyNode(url, fetchFile)) got++;
    }),
  );
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, FETCH_WAIT_MS))]);
  return got;
}
