import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForBackgroundSync, onBackgroundSync } from '../offline/background-sync';
import { clearOfflineData, onClearOfflineData } from '../offline/clear-offline-data';
import { cacheStorage, isSecureContext, serviceWorkers } from './secure-context';

/** What a browser would hand a secure page: a worker container and Cache Storage, each call recorded. */
function stubWorkerAndCaches() {
  const worker = {
    ready: Promise.resolve({ sync: { register: vi.fn(() => Promise.resolve()) } }),
    controller: { postMessage: vi.fn() },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const caches = { delete: vi.fn(() => Promise.resolve(true)) };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: worker });
  vi.stubGlobal('caches', caches);
  return { worker, caches };
}

describe('a page that is not a secure context (plain HTTP)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has no service worker nor Cache Storage to use, even where the objects exist', () => {
    stubWorkerAndCaches();
    vi.stubGlobal('isSecureContext', false);
    expect(isSecureContext()).toBe(false);
    expect(serviceWorkers()).toBeUndefined();
    expect(cacheStorage()).toBeUndefined();
  });

  it('skips Background Sync and the caches without throwing; signing out still empties the other stores', async () => {
    const { worker, caches } = stubWorkerAndCaches();
    vi.stubGlobal('isSecureContext', false);
    const clearQueue = vi.fn();
    const stop = onClearOfflineData(clearQueue);
    askForBackgroundSync();
    onBackgroundSync(() => undefined)();
    await clearOfflineData('account-1');
    stop();
    expect(worker.addEventListener).not.toHaveBeenCalled();
    expect(worker.controller.postMessage).not.toHaveBeenCalled();
    expect(caches.delete).not.toHaveBeenCalled();
    expect(clearQueue).toHaveBeenCalledWith('account-1');
  });

  it('a secure page (or a browser that does not say) uses both', async () => {
    const { worker, caches } = stubWorkerAndCaches();
    for (const secure of [true, undefined]) {
      vi.stubGlobal('isSecureContext', secure);
      expect(serviceWorkers()).toBe(worker);
      expect(cacheStorage()).toBe(caches);
    }
    await clearOfflineData('account-1');
    expect(worker.controller.postMessage).toHaveBeenCalled();
    expect(caches.delete).toHaveBeenCalledTimes(2);
  });
});
