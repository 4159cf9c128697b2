// A wall page's first download holds none of the libraries only some screens need (bench/first-load-graph.mjs's
// LAZY_ONLY): one import of Mantine's Tooltip on the wall home once added floating-ui, 15 kB gzip, unnoticed.
// Checks the web build in web/dist (CI: after its web build phase); skips, saying so, where there is none yet.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  LAZY_ONLY,
  packagesInSourceMap,
  WALL_PAGE_ROUTES,
} from '../../bench/first-load-graph.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const MANIFEST = `${DIST}.vite/manifest.json`;
const built = existsSync(`${DIST}index.html`) && existsSync(MANIFEST);
if (!built) console.log('First-load libraries test skipped: no web build in web/dist');

describe.skipIf(!built)("a wall page's first load", () => {
  it('holds none of the libraries only some screens need', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const routes = WALL_PAGE_ROUTES.filter((source) => manifest[source]);
    const { js } = firstLoadFiles(readFileSync(`${DIST}index.html`, 'utf8'), manifest, routes);
    const found = js.flatMap((file) =>
      existsSync(`${DIST}${file}.map`)
        ? packagesInSourceMap(JSON.parse(readFileSync(`${DIST}${file}.map`, 'utf8')), LAZY_ONLY).map(
            (name) => `${name} in ${file}`,
          )
        : [],
    );
    expect(js.length).toBeGreaterThan(1);
    expect(found).toEqual([]);
  });
});
