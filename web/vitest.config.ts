import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** vite-plugin-pwa's hook is a module its plugin makes at build: tests get one to mock (`vi.mock`). */
const pwaRegisterForTests = {
  name: 'pwa-register-for-tests',
  resolveId: (id: string) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-react' : null),
  load: (id: string) =>
    id === '\0pwa-register-react'
      ? "export function useRegisterSW() { throw new Error('mock virtual:pwa-register/react in the test'); }"
      : null,
};

export default defineConfig({
  plugins: [react(), pwaRegisterForTests],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, each file in its own VM context: 138 files in 27 s here, 125 s with a jsdom
    // built per file (its creation was 61 % of the time). A page's `location` cannot be redefined there
    // (shared/util/reload-page.ts), and jsdom's `crypto` has no `subtle` (test/setup.ts gives Node's).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
  },
});
