import { FETCH_TRIES } from '../util/build-files';
import { APP_PAGE, type AppFile } from './app-files';

/**
 * In a rolling deploy the proxy hands the worker's requests for its own build's files to nodes of either
 * release (round-robin). A node of the other release refuses a chunk (404), and answers the app's page
 * (index.html, which the worker answers every navigation with) with its own page, naming an entry script
 * this worker never kept: every navigation would then load code half the nodes refuse, and offline none.
 * So the worker asks again until a node of its release answers: each try reaches the proxy's next node.
 */

/** The build files a page names in its attributes (`src="/assets/…"`, `href="/assets/…"`). */
export const namedBuildFiles = (html: string): AppFile[] =>
  [...html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)].map(([, file]) => file!);

/** Whether a page is this build's: every build file it names is one of `buildFiles`. */
export const isPageOfBuild = (html: string, buildFiles: ReadonlySet<AppFile>) => {
  const named = namedBuildFiles(html);
  return named.length > 0 && named.every((file) => buildFiles.has(file));
};

/** Whether `response` to a request for `url`, a file of this build, is this release's. */
async function isOwnRelease(url: string, response: Response, buildFiles: ReadonlySet<AppFile>) {
  if (!response.ok) return false;
  if (new URL(url).pathname !== APP_PAGE) return true;
  return isPageOfBuild(await response.clone().text(), buildFiles);
}

/**
 * `response` if it is this release's answer for `url`, else the file asked again until one is, at most
 * FETCH_TRIES in all; then the last answer (a page of the other release is an error: it must not be kept).
 */
export async function ownReleaseAnswer(
  url: string,
  response: Response,
  buildFiles: ReadonlySet<AppFile>,
  askAgain: () => Promise<Response>,
): Promise<Response> {
  let answer = response;
  for (let tries = 1; !(await isOwnRelease(url, answer, buildFiles)); tries++) {
    if (tries >= FETCH_TRIES) {
      if (answer.ok) throw new Error(`no node answered ${APP_PAGE} of this release in ${FETCH_TRIES} tries`);
      return answer;
    }
    answer = await askAgain();
  }
  return answer;
}
