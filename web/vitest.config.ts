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
    setupFiles: ['./src/test/setup.ts'],
  },
});
