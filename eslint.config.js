import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Imports point one way (app → pages → features → shared; app → features → plugins → core), no feature imports
    // another in the web, and on the server only through public.ts and never in a cycle (docs/architecture.md).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Ids and Idempotency-Keys come from lib/random-id.ts: crypto.randomUUID is missing outside secure contexts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'crypto', property: 'randomUUID', message: 'Use randomId() from lib/random-id.ts.' },
      ],
    },
  },
  {
    // zod stays out of the web's first download: only the lazy forms import the contract's schemas.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/features/walls/utils/wall-form-values.ts',
      'web/src/features/users/pages/settings-page.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@spraybook/contract',
              allowTypeImports: true,
              message: "Import values from '@spraybook/contract/plain' (no zod); types may come from here.",
            },
          ],
        },
      ],
    },
  },
);
