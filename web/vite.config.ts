import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL || 'http://localhost:8080';

/** web/package.json's version, read rather than npm's variable: `npx vite build` gets the same one. */
const version = (
  JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * The commit built, for bug reports: SOURCE_COMMIT when the builder names it (CI, an image built without
 * .git), else the checkout's short hash, else "unknown". Never the time: every node must build the same
 * bytes from one commit, or a page from one asks another for chunks it never had (deploy/spraybook.service).
 */
function sourceCommit(): string {
  const named = process.env.SOURCE_COMMIT?.trim();
  if (named) return named;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: new URL('.', import.meta.url),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

const WEB = fileURLToPath(new URL('.', import.meta.url));

/**
 * The worker's build as one file in Rolldown's words: vite-plugin-pwa still asks for it with Rollup's
 * `inlineDynamicImports`, which Rolldown warns about at every build (`npm start` printed it).
 */
function workerInOneFile(): Plugin {
  return {
    name: 'worker-in-one-file',
    outputOptions({ inlineDynamicImports, ...output }) {
      return inlineDynamicImports ? { ...output, codeSplitting: false } : undefined;
    },
  };
}

/**
 * Source maps name their sources as a build into web/dist would, wherever the build goes (`--outDir`):
 * a build is the same bytes from one commit in any folder (scripts/reproducible-build.test.mjs).
 */
function sourcesAsInWebDist(): Plugin {
  return {
    name: 'sources-as-in-web-dist',
    outputOptions(output) {
      const outDir = path.resolve(WEB, output.dir ?? 'dist');
      return {
        ...output,
        sourcemapPathTransform: (source, sourcemapPath) => {
          const folder = path.dirname(path.resolve(outDir, sourcemapPath));
          const asInWebDist = path.join(WEB, 'dist', path.relative(outDir, folder));
          return path.relative(asInWebDist, path.resolve(folder, source)).split(path.sep).join('/');
        },
      };
    },
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __SOURCE_COMMIT__: JSON.stringify(sourceCommit()),
  },
  plugins: [
    react(),
    sourcesAsInWebDist(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['icon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        // A stable identity: the installed app stays the same app if start_url ever changes.
        id: '/',
        name: 'Spraybook',
        short_name: 'Spraybook',
        description: 'Find, catalogue and tick spraywall and training board problems.',
        theme_color: '#1a1b1e',
        background_color: '#1a1b1e',
        display: 'standalone',
        scope: '/',
        start_url: '/',
        categories: ['sports', 'lifestyle'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // Made by scripts/make-maskable-icons.mjs: the holds inside the safe circle, blue to the edges.
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The install sheet's pictures (WebP: not precached, fetched only by the install sheet).
        screenshots: [
          {
            src: '/screenshots/wall-phone.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: "A wall's climbs on a phone",
          },
          {
            src: '/screenshots/wall-desktop.webp',
            sizes: '1280x800',
            type: 'image/webp',
            form_factor: 'wide',
            label: "A wall's climbs on a computer",
          },
        ],
        shortcuts: [
          {
            name: 'Find wall',
            url: '/walls',
            icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My ticks',
            // MY_TICKS_PATH (pages/user/my-ticks-redirect.tsx): the shortcut cannot know whose ticks.
            url: '/my-ticks',
            icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      // A worker of our own (src/sw.ts): the offline caching rules need code (per-account keys).
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The worker's own build: its map too.
        buildPlugins: { vite: [sourcesAsInWebDist(), workerInOneFile()] },
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/oidc': api, '/auth/interaction': api, '/images': api },
  },
  // The manifest maps source modules to chunks: bench/first-load.mjs reads it to follow a route's chunks.
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry imports, in one file: every page loads all of it, and split by which lazy
        // pages share it, it became dozens of sub-kilobyte files that compress badly (docs/performance-log/first-load.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
