// Builds the first screen's scripts (src/first-screen) into dist/first-screen, after the app's build
// (which empties dist) and outside the service worker's precache (made during that build). The
// server inlines each after its markup, allowed by its SHA-256 in the CSP, so each is one classic
// script: minified, without imports, and safe inside <script> (no '</script' or '<!--').
// `node scripts/build-first-screen.mjs [out dir]`: the app's build folder, web/dist unless named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
// climb-view: a shared climb's first screen; stale-assets: every page's, reloads when the app's own
// files fail to load (a rolling deploy; src/first-screen/stale-assets.ts).
const ENTRIES = ['climb-view', 'stale-assets'];
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

for (const name of ENTRIES) {
  await build({
    root: web,
    // The app's config would add its plugins (the service worker among them): this file needs none.
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: path.join(outDir, 'first-screen'),
      emptyOutDir: false,
      sourcemap: false,
      // Vite's default browsers, as the app's build.
      lib: {
        entry: `src/first-screen/${name}.ts`,
        formats: ['iife'],
        name: `firstScreen_${name.replace(/\W/g, '_')}`,
        fileName: () => `${name}.js`,
      },
      rolldownOptions: {
        // What it imports only defines things: a barrel's tables it does not use (the contract's
        // grade table in '@spraybook/contract/plain') are left out, not kept as possible side effects.
        treeshake: { moduleSideEffects: false },
      },
    },
  });
  const file = path.join(outDir, 'first-screen', `${name}.js`);
  const code = readFileSync(file, 'utf8');
  if (UNSAFE_IN_SCRIPT.test(code)) throw new Error(`${file} would end its inline <script> early`);
  if (/\bimport\s*[({'"]|\bexport\s/.test(code)) throw new Error(`${file} still imports or exports`);
  console.log(`first screen: ${path.relative(web, file)}, ${code.length} bytes`);
}
