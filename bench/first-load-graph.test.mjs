import { describe, expect, it } from 'vitest';
import { firstLoadFiles, packagesInSourceMap, parseIndexHtml } from './first-load-graph.mjs';

const html = `<!doctype html><html><head>
  <link rel="icon" href="/icon.svg" />
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-b.js">
  <link rel='stylesheet' href='/assets/index-c.css'>
  <link rel="manifest" href="/manifest.webmanifest">
  <script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_shared-d.js'],
    dynamicImports: ['src/pages/wall-page.tsx', 'src/pages/map-page.tsx'],
    css: ['assets/index-c.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_react-b.js'] },
  'src/pages/wall-page.tsx': {
    file: 'assets/wall-page-e.js',
    isDynamicEntry: true,
    imports: ['_shared-d.js', '_card-f.js'],
    css: ['assets/wall-page-g.css'],
  },
  '_card-f.js': { file: 'assets/card-f.js', css: ['assets/card-h.css'] },
  'src/pages/map-page.tsx': { file: 'assets/map-page-i.js', imports: ['_leaflet-j.js'] },
  '_leaflet-j.js': { file: 'assets/leaflet-j.js' },
};

describe('parseIndexHtml', () => {
  it('finds module scripts, module preloads and stylesheets, whatever the attribute order or quotes', () => {
    expect(parseIndexHtml(html)).toEqual({
      scripts: ['assets/index-a.js', 'assets/react-b.js'],
      stylesheets: ['assets/index-c.css'],
    });
  });
});

describe('firstLoadFiles', () => {
  it('follows static imports from the entry once each, and leaves lazy chunks out', () => {
    expect(firstLoadFiles(html, manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js', 'assets/shared-d.js'],
      css: ['assets/index-c.css'],
    });
  });

  it('adds a lazy route with its static imports and their CSS', () => {
    const files = firstLoadFiles(html, manifest, ['src/pages/wall-page.tsx']);
    expect(files.js).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-d.js',
      'assets/wall-page-e.js',
      'assets/card-f.js',
    ]);
    expect(files.css).toEqual(['assets/index-c.css', 'assets/wall-page-g.css', 'assets/card-h.css']);
  });

  it('fails loudly when a route module is not in the build', () => {
    expect(() => firstLoadFiles(html, manifest, ['src/pages/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('packagesInSourceMap', () => {
  it('names the packages whose files a chunk was built from', () => {
    const map = { sources: ['../../node_modules/zod/v4/core/schemas.js', '../../src/main.tsx'] };
    expect(packagesInSourceMap(map, ['zod', 'leaflet', '@mantine/dropzone'])).toEqual(['zod']);
  });
});
