import { describe, expect, it, vi } from 'vitest';
import { FETCH_TRIES } from '../util/build-files';
import { isPageOfBuild, namedBuildFiles, ownReleaseAnswer } from './own-release-answer';

const page = (entry: string) =>
  `<!doctype html><head><script type="module" crossorigin src="/assets/${entry}"></script>` +
  `<link rel="stylesheet" crossorigin href="/assets/index-Conp_zAq.css"><link rel="icon" href="/icon.svg"></head>`;
const thisBuild = new Set(['index.html', 'assets/index-A.js', 'assets/index-Conp_zAq.css', 'icon.svg']);
const PAGE_URL = 'https://spraybook.test/index.html?__WB_REVISION__=abc';
const CHUNK_URL = 'https://spraybook.test/assets/climb-page-A.js';
const refused = () => new Response('{"detail":"Not found"}', { status: 404 });

describe('the app page the worker answers navigations with', () => {
  it('names the build files of its script and link attributes, not other files', () => {
    expect(namedBuildFiles(page('index-A.js'))).toEqual(['assets/index-A.js', 'assets/index-Conp_zAq.css']);
  });

  it('is this build’s only when every build file it names is one of the build’s', () => {
    expect(isPageOfBuild(page('index-A.js'), thisBuild)).toBe(true);
    expect(isPageOfBuild(page('index-B.js'), thisBuild)).toBe(false);
    expect(isPageOfBuild('<!doctype html><title>Bad gateway</title>', thisBuild)).toBe(false);
  });

  it("is asked again until a node of the worker's own release answers", async () => {
    const answers = [page('index-B.js'), page('index-A.js')];
    const askAgain = vi.fn(async () => new Response(answers.shift()));
    const kept = await ownReleaseAnswer(PAGE_URL, new Response(page('index-B.js')), thisBuild, askAgain);
    expect(await kept.text()).toBe(page('index-A.js'));
    expect(askAgain).toHaveBeenCalledTimes(2);
  });

  it('is kept at once when the first answer is the release’s own', async () => {
    const askAgain = vi.fn(async () => new Response(''));
    const kept = await ownReleaseAnswer(PAGE_URL, new Response(page('index-A.js')), thisBuild, askAgain);
    expect(await kept.text()).toBe(page('index-A.js'));
    expect(askAgain).not.toHaveBeenCalled();
  });

  it('fails the install when no node of its release answers in FETCH_TRIES tries', async () => {
    const askAgain = vi.fn(async () => new Response(page('index-B.js')));
    await expect(
      ownReleaseAnswer(PAGE_URL, new Response(page('index-B.js')), thisBuild, askAgain),
    ).rejects.toThrow(/index.html of this release/);
    expect(askAgain).toHaveBeenCalledTimes(FETCH_TRIES - 1);
  });
});

describe("a build file of the worker's release that a node refused", () => {
  it('is asked again until a node has it', async () => {
    const answers = [refused(), new Response('export {}')];
    const askAgain = vi.fn(async () => answers.shift()!);
    const kept = await ownReleaseAnswer(CHUNK_URL, refused(), thisBuild, askAgain);
    expect(await kept.text()).toBe('export {}');
    expect(askAgain).toHaveBeenCalledTimes(2);
  });

  it('is refused to the page after FETCH_TRIES tries', async () => {
    const askAgain = vi.fn(async () => refused());
    const answer = await ownReleaseAnswer(CHUNK_URL, refused(), thisBuild, askAgain);
    expect(answer.status).toBe(404);
    expect(askAgain).toHaveBeenCalledTimes(FETCH_TRIES - 1);
  });
});
