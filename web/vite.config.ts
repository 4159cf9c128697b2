import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL || 'http://localhost:8080';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
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
        // pages share it, it became dozens of sub-kilobyte files that compress badly (docs/performance.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
