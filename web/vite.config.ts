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
        name: 'Spraybook',
        short_name: 'Spraybook',
        description: 'Find, catalogue and tick spraywall and training board problems.',
        theme_color: '#1a1b1e',
        background_color: '#1a1b1e',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // API calls, sign-in, password recovery and images are never answered from the app-shell cache.
        navigateFallbackDenylist: [
          /^\/api/,
          /^\/oidc/,
          /^\/auth\/interaction/,
          /^\/auth\/recovery/,
          /^\/images/,
        ],
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
