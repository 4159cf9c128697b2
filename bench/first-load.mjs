// First-load budget: the gzip size of the JavaScript and CSS a browser downloads before it can
// render a wall page (/walls/{id}), against targets. Reads the build: run `npm run build -w web` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, LAZY_ONLY, packagesInSourceMap, WALL_PAGE_ROUTES } from './first-load-graph.mjs';

const dist = fileURLToPath(new URL('../web/dist', import.meta.url));
const manifestFile = path.join(dist, '.vite/manifest.json');
const TARGET_JS_KB = 150;
const TARGET_CSS_KB = 30;

if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build -w web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// A route that is bundled into the entry has no manifest entry.
const routes = WALL_PAGE_ROUTES.filter((source) => manifest[source]);
const files = firstLoadFiles(html, manifest, routes);

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
const total = (list) => list.reduce((sum, file) => sum + gzipKb(file), 0);
const line = (title, kb, target) =>
  `${title.padEnd(6)} ${kb.toFixed(1).padStart(7)} kB gzip   (target ≤ ${target} kB)${kb > target ? '   ABOVE TARGET' : ''}`;

const lazyLibraries = new Set();
for (const file of files.js) {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) continue;
  for (const name of packagesInSourceMap(JSON.parse(readFileSync(map, 'utf8')), LAZY_ONLY)) {
    lazyLibraries.add(name);
  }
}

console.log(`First load of a wall page (${files.js.length} JS files, ${files.css.length} CSS files)`);
console.log(line('JS', total(files.js), TARGET_JS_KB));
console.log(line('CSS', total(files.css), TARGET_CSS_KB));
console.log(`Lazy-only libraries in the first load: ${[...lazyLibraries].join(', ') || 'none'}`);
if (process.argv.includes('--files')) {
  for (const file of [...files.js, ...files.css])
    console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} kB  ${file}`);
}
