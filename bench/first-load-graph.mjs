// What a browser downloads before the first render: the files index.html names, the chunks they
// import statically (recursively), and the chunks of the routes that load on demand for the page.

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(text) {
  const found = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    found[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return found;
}

/** The module scripts, module preloads and stylesheets of a built index.html, as paths under dist. */
export function parseIndexHtml(html) {
  const scripts = [];
  const stylesheets = [];
  for (const [, tag, rest] of html.matchAll(TAG)) {
    const attrs = attributes(rest);
    const rel = (attrs.rel ?? '').toLowerCase();
    if (tag.toLowerCase() === 'script' && attrs.type === 'module' && attrs.src) scripts.push(attrs.src);
    else if (rel === 'modulepreload' && attrs.href) scripts.push(attrs.href);
    else if (rel === 'stylesheet' && attrs.href) stylesheets.push(attrs.href);
  }
  const local = (url) => url.replace(/^\//, '');
  return { scripts: scripts.map(local), stylesheets: stylesheets.map(local) };
}

/**
 * The JS and CSS files (paths under dist) loaded before the first render, given Vite's build
 * manifest: everything index.html names, every chunk those import statically, and, for each
 * source module in `routes` (lazy route pages), its chunk with its static imports and CSS.
 */
export function firstLoadFiles(html, manifest, routes = []) {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const { scripts, stylesheets } = parseIndexHtml(html);
  const js = new Set();
  const css = new Set(stylesheets);

  const visit = (chunk) => {
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const file of scripts) {
    if (byFile.has(file)) visit(byFile.get(file));
    else js.add(file);
  }
  for (const source of routes) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(manifest[source]);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Libraries only some screens need: none of them should be in a wall page's first download. floating-ui comes
 * with Mantine's Tooltip, Popover, Menu and Select: one of them on the first screen brings it (15 kB gzip).
 */
export const LAZY_ONLY = [
  'zod',
  'leaflet',
  'react-leaflet',
  'exifr',
  '@mantine/dropzone',
  'react-dropzone',
  '@floating-ui/react',
  '@floating-ui/dom',
];

/** The shell's and the wall page's route modules: a wall page's first load (bench/first-load.mjs). */
export const WALL_PAGE_ROUTES = ['src/app/shell/app-layout.tsx', 'src/pages/wall-home/wall-home-page.tsx'];

/** Which of `packages` (npm names) a chunk's source map says the chunk contains. */
export function packagesInSourceMap(map, packages) {
  const sources = map.sources ?? [];
  return packages.filter((name) => sources.some((s) => s.includes(`node_modules/${name}/`)));
}
