import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_ASSETS_ID, BOOT_SCRIPT, SERVICE_WORKER_URL } from './boot-script.ts';

const ASSETS = {
  early: [
    ['link', { rel: 'preload', href: '/api/config', as: 'fetch', crossorigin: '' }],
    ['link', { rel: 'stylesheet', crossorigin: '', href: '/assets/index.css' }],
  ],
  late: [['script', { type: 'module', crossorigin: '', src: '/assets/index.js' }]],
  page: ['/assets/climb-page.js', '/assets/title.js'],
  reads: ['/api/config', '/api/climbs/c1'],
};

/**
 * Runs the boot script in a stand-in page with no largest paint: `load` starts it. Returns what it did,
 * in order: each element added (`link preload …`), each fetch and registration, and the page's hooks.
 */
function boot({ secure = true, controlled = false, page = ASSETS.page } = {}) {
  const log: string[] = [];
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const workerListeners = new Map<string, () => void>();
  const element = (tag: string) => {
    const attributes: Record<string, string> = {};
    return {
      tag,
      attributes,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      set onload(run: () => void) {
        // Stylesheets load at once here.
        queueMicrotask(run);
      },
    };
  };
  const context = {
    document: {
      getElementById: (id: string) =>
        id === APP_ASSETS_ID ? { textContent: JSON.stringify({ ...ASSETS, page: [...page] }) } : null,
      querySelector: () => null,
      createElement: element,
      head: {
        appendChild: (el: ReturnType<typeof element>) => {
          const a = el.attributes;
          log.push(`${el.tag} ${a.rel ?? a.type} ${a.href ?? a.src}`);
        },
      },
      visibilityState: 'visible',
    },
    window: { isSecureContext: secure },
    navigator: {
      serviceWorker: {
        controller: controlled ? {} : null,
        register: (url: string) => {
          log.push(`register ${url}`);
          return Promise.resolve();
        },
        addEventListener: (type: string, run: () => void) => workerListeners.set(type, run),
      },
    },
    fetch: (url: string) => {
      log.push(`fetch ${url}`);
      return Promise.resolve();
    },
    addEventListener: (type: string, run: () => void) => listeners.set(type, run),
    setTimeout: (run: (...args: unknown[]) => void, _ms: number, ...args: unknown[]) =>
      timers.push(() => run(...args)),
    PerformanceObserver: class {
      observe() {
        throw new Error('no LCP entries here');
      }
    },
  };
  runInNewContext(BOOT_SCRIPT, context);
  listeners.get('load')!();
  const runTimers = () => {
    while (timers.length) timers.shift()!();
  };
  return { log, takeOver: () => workerListeners.get('controllerchange')?.(), runTimers };
}

describe('the boot script of a first screen', () => {
  it('asks for the entry script first, with the styles, and registers the service worker', () => {
    const { log } = boot();
    expect(log).toEqual([
      'link preload /api/config',
      'link stylesheet /assets/index.css',
      'link modulepreload /assets/index.js',
      `register ${SERVICE_WORKER_URL}`,
    ]);
  });

  it("keeps the page's chunks until the worker controls the page, then asks the page's answers through it first", () => {
    const { log, takeOver, runTimers } = boot();
    log.length = 0;
    takeOver();
    runTimers();
    expect(log).toEqual([
      'fetch /api/config',
      'fetch /api/climbs/c1',
      'link modulepreload /assets/climb-page.js',
      'link modulepreload /assets/title.js',
    ]);
  });

  it('starts the chunks after a while all the same when the worker does not take over', () => {
    const { log, runTimers } = boot();
    runTimers();
    expect(log.filter((line) => line.includes('climb-page'))).toEqual([
      'link modulepreload /assets/climb-page.js',
    ]);
    expect(log.some((line) => line.startsWith('fetch'))).toBe(false);
  });

  it('starts the chunks at once, and registers no worker, where the page can have none (plain HTTP)', () => {
    const { log } = boot({ secure: false });
    expect(log).toContain('link modulepreload /assets/climb-page.js');
    expect(log.some((line) => line.startsWith('register'))).toBe(false);
  });
});
