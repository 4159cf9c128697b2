import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFileRefused, fetchBuildFiles, FETCH_TRIES, pageBuildFiles } from './build-files';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const resource = (name: string, responseStatus: number) =>
  ({ name, entryType: 'resource', responseStatus }) as unknown as PerformanceEntry;

describe('a build file refused', () => {
  it('is one a node answered 404: another release, which a reload can mend', () => {
    expect(buildFileRefused([resource(`${location.origin}/assets/Title-e5.js`, 404)], true)).toBe(true);
  });

  it('is not one lost on the way (offline, a Wi-Fi without internet), nor an API answer', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(
      buildFileRefused(
        [resource(`${location.origin}/assets/Title-e5.js`, 0), resource(`${location.origin}/api/walls`, 404)],
        true,
      ),
    ).toBe(false);
    vi.restoreAllMocks();
  });

  it('is what the browser says of its connection where it records no statuses', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(buildFileRefused([], false)).toBe(true);
    onLine.mockReturnValue(false);
    expect(buildFileRefused([], false)).toBe(false);
    vi.restoreAllMocks();
  });
});

describe("a page's build files", () => {
  it('are those its head names, those the first screen lists and those it was refused, each once', () => {
    document.head.innerHTML = `
      <script type="module" src="/assets/index-a1.js"></script>
      <link rel="stylesheet" href="/assets/index-b2.css">
      <link rel="modulepreload" href="/assets/page-c3.js">
      <link rel="icon" href="/icon.svg">
      <link rel="preload" href="/api/config" as="fetch">`;
    document.body.innerHTML = `<script type="application/json" id="app-assets">${JSON.stringify({
      early: [['link', { rel: 'stylesheet', href: '/assets/index-b2.css' }]],
      late: [['script', { type: 'module', src: '/assets/index-a1.js' }]],
      page: ['/assets/climb-page-d4.js'],
    })}</script>`;
    const files = pageBuildFiles(document, [
      resource(`${location.origin}/assets/Title-e5.js`, 404),
      resource(`${location.origin}/assets/Modal-f6.js`, 200),
      resource(`${location.origin}/api/walls`, 404),
    ]);
    expect(files.map((url) => new URL(url).pathname).sort()).toEqual([
      '/assets/Title-e5.js',
      '/assets/climb-page-d4.js',
      '/assets/index-a1.js',
      '/assets/index-b2.css',
      '/assets/page-c3.js',
    ]);
  });

  it('are fetched again until a node has them (round-robin: the next try, the next node)', async () => {
    const answers = new Map<string, number[]>([
      ['/assets/a.js', [404, 404, 200]],
      ['/assets/b.css', [200]],
    ]);
    const fetchFile = vi.fn(async (url: string | URL | Request) => {
      const status = answers.get(String(url))!.shift() ?? 404;
      return new Response(status === 200 ? 'file' : '{"detail":"Not found"}', { status });
    });
    expect(await fetchBuildFiles(['/assets/a.js', '/assets/b.css'], fetchFile)).toBe(2);
    expect(fetchFile).toHaveBeenCalledTimes(4);
  });

  it(`are given up after ${FETCH_TRIES} tries each`, async () => {
    const fetchFile = vi.fn(async () => new Response('{"detail":"Not found"}', { status: 404 }));
    expect(await fetchBuildFiles(['/assets/gone.js'], fetchFile)).toBe(0);
    expect(fetchFile).toHaveBeenCalledTimes(FETCH_TRIES);
  });
});
