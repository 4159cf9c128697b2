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
