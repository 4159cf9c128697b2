import type { FirstScreenAnswer } from '@spraybook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/html.ts';
import { readAppShell } from './app-shell.ts';
import { APP_ASSETS_ID, BOOT_SCRIPT } from './boot-script.ts';

/** web/dist/index.html as Vite and the PWA plugin write it. */
const BUILT = `<!doctype html>
<html lang="en" data-mantine-color-scheme="dark">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/icon.svg" />
    <meta name="description" content="Find, catalogue and tick spraywall and training board problems." />
    <link rel="apple-touch-icon" href="/icon-192.png" />
    <!-- main.tsx waits for this before anything renders: fetch it alongside the app's code. -->
    <link rel="preload" href="/api/config" as="fetch" crossorigin />
    <title>Spraybook</title>
    <script type="module" crossorigin src="/assets/index-Lm2kE1QE.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-COiEfhsA.js">
    <link rel="stylesheet" crossorigin href="/assets/index-B7V7Pq09.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const screen = {
  title: 'Board <b> · Spraybook',
  previewTitle: 'Board <b>',
  description: 'At "The Gym"',
  url: 'https://spraybook.example/walls/1',
  image: 'https://spraybook.example/images/w1280.webp',
  body: '<h1>Board &lt;b&gt;</h1>',
  styles: 'h1{margin:0}',
};

function assetsOf(page: string) {
  const json = new RegExp(`<script type="application/json" id="${APP_ASSETS_ID}">(.*?)</script>`).exec(
    page,
  )![1]!;
  return JSON.parse(json) as {
    early: [string, Record<string, string>][];
    late: [string, Record<string, string>][];
    page: string[];
    reads: string[];
  };
}

describe('the app shell with a first screen', () => {
  const shell = readAppShell(BUILT);
  const page = shell.withFirstScreen(screen);
  const head = page.slice(0, page.indexOf('</head>'));

  it('starts none of the app downloads from the head: they wait for the boot script', () => {
    expect(head).not.toMatch(
      /<script\b[^>]*src=|rel="stylesheet"|rel="modulepreload"|rel="manifest"|\/api\/config/,
    );
    expect(head).toContain('rel="icon"');
    expect(head).toContain('rel="apple-touch-icon"');
  });

  it('lists them for the boot script: links first, the entry script once the styles are in', () => {
    const { early, late } = assetsOf(page);
    expect(early.map(([, a]) => a.rel)).toEqual(['preload', 'modulepreload', 'stylesheet', 'manifest']);
    expect(early[0]![1]).toEqual({ rel: 'preload', href: '/api/config', as: 'fetch', crossorigin: '' });
    expect(late).toEqual([['script', { type: 'module', crossorigin: '', src: '/assets/index-Lm2kE1QE.js' }]]);
    expect(page).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it("lists the opened page's chunks for the boot script to preload, none when it has none", () => {
    const preloads = ['/assets/climb-page-1.js', '/assets/title-1.js'];
    expect(assetsOf(shell.withFirstScreen({ ...screen, preloads })).page).toEqual(preloads);
    expect(assetsOf(page).page).toEqual([]);
  });

  it("lists the app's settings and the answers the screen was drawn from, for the worker to keep once it controls the page", () => {
    expect(assetsOf(page).reads).toEqual(['/api/config']);
    const answers: FirstScreenAnswer[] = [
      { route: 'getClimb', params: { id: 'c 1' }, body: {} },
      { route: 'getClimbNeighbours', params: { id: 'w1', climbId: 'c1' }, body: {} },
    ];
    expect(assetsOf(shell.withFirstScreen({ ...screen, answers })).reads).toEqual([
      '/api/config',
      '/api/climbs/c%201',
      '/api/walls/w1/climbs/c1/neighbours',
    ]);
  });

  it('lists the addresses the opened page asks beyond its answers after them, for the worker to keep too', () => {
    const keep = ['/api/walls/w1/climbs?limit=10&skip=0'];
    expect(assetsOf(shell.withFirstScreen({ ...screen, keep })).reads).toEqual(['/api/config', ...keep]);
  });

  it('puts the screen before the app root, and the page title, description and link preview in the head', () => {
    expect(page).toContain('<div id="first-screen"><h1>Board &lt;b&gt;</h1></div><div id="root"></div>');
    expect(page).toContain('<html data-first-screen lang="en"');
    expect(head).toContain('<title>Board &#60;b&#62; · Spraybook</title>');
    expect(head).toContain('<meta name="description" content="At &#34;The Gym&#34;" />');
    expect(head).toContain('<meta property="og:title" content="Board &#60;b&#62;" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://spraybook.example/images/w1280.webp" />',
    );
    expect(head).toContain('<style id="first-screen-styles">h1{margin:0}</style>');
  });

  it('keeps text that could close the assets block inside it', () => {
    const odd = readAppShell(BUILT.replace('/assets/index-B7V7Pq09.css', '/assets/a</script/b.css'));
    const page = odd.withFirstScreen(screen);
    expect(page).not.toContain('a</script/b');
    expect(assetsOf(page).early[2]![1].href).toBe('/assets/a</script/b.css');
  });

  it("writes a name with String.replace's patterns ($&, $`, $', $$, $1, $<n>) as it is, once", () => {
    const dollarPattern = fc.constantFrom('$&', '$`', "$'", '$$', '$1', '$<n>', '$');
    const name = fc
      .array(fc.oneof(dollarPattern, fc.string({ maxLength: 3 })), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(name, (text) => {
        const html = escapeHtml(text);
        const page = shell.withFirstScreen({
          ...screen,
          title: text,
          previewTitle: text,
          description: text,
          body: `<h1>${html}</h1>`,
        });
        expect(page.split('<div id="root">')).toHaveLength(2);
        expect(page.split('<div id="first-screen">')).toHaveLength(2);
        expect(page).toContain(`<title>${html}</title>`);
        expect(page).toContain(`<meta name="description" content="${html}" />`);
        expect(page).toContain(`<div id="first-screen"><h1>${html}</h1></div><div id="root"></div>`);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the built page as it is for every other visit', () => {
    expect(shell.plain).toBe(BUILT);
  });

  it('serves a page it cannot place a screen in unchanged', () => {
    const bare = '<!doctype html><title>Spraybook</title>';
    expect(readAppShell(bare).withFirstScreen(screen)).toBe(bare);
  });
});
