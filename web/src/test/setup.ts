import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';
import { resetReachability } from '../shared/data/reachability';

afterEach(() => {
  cleanup();
  // A request that got no answer leaves the server unreachable: no test starts so.
  resetReachability();
});

// Mantine reads these browser APIs that jsdom lacks.
window.matchMedia ||= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.ResizeObserver ||= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView ||= () => {};
// Mantine's autosizing Textarea listens for fonts loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });

// jsdom's Crypto has no `subtle`; a secure page's has. On the prototype, so a test may hide it on the
// instance (a plain-HTTP page) and delete that to bring it back.
if (!crypto.subtle)
  Object.defineProperty(Object.getPrototypeOf(crypto), 'subtle', {
    configurable: true,
    get: () => webcrypto.subtle,
  });
