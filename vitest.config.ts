import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'hold-vision',
          root: 'packages/hold-vision',
          include: ['src/**/*.test.ts', 'cli/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's modules are evaluated once per worker, not once per test file: a test file
          // builds its own app and database (test/test-app.ts) and keeps no state in a module, so
          // nothing leaks between files, and importing the app (Fastify, the routes' schemas, the
          // sign-in provider, the S3 client) cost 1.1-1.3 CPU-s a file. The whole suite on PGlite:
          // 463 → 243 CPU-s (docs/performance-log/ci-time.md). A test that fakes timers puts them back.
          isolate: false,
        },
      },
      {
        test: {
          name: 'eslint-rules',
          root: 'eslint-rules',
          include: ['*.test.js'],
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['**/*.test.mjs'],
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          // The web build itself (web/scripts): Node, not the app's jsdom.
          name: 'web-build',
          root: 'web',
          include: ['scripts/**/*.test.mjs'],
          testTimeout: 600_000,
        },
      },
    ],
  },
});
