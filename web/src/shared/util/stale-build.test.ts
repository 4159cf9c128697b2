import { describe, expect, it, vi } from 'vitest';
import {
  isStaleBuildError,
  mayReloadForStaleBuild,
  reloadForStaleBuild,
  reloadingForStaleBuild,
  STALE_BUILD_RELOADS,
  STALE_BUILD_WINDOW_MS,
} from './stale-build';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the stale build reload guard', () => {
  it(`allows ${STALE_BUILD_RELOADS} reloads in its window and refuses the next: no reload loop`, () => {
    const storage = memoryStorage();
    const allowed = Array.from({ length: STALE_BUILD_RELOADS + 2 }, (_, i) =>
      mayReloadForStaleBuild(storage, 1_000_000 + i * 1000, '/walls'),
    );
    expect(allowed).toEqual([...Array<boolean>(STALE_BUILD_RELOADS).fill(true), false, false]);
  });

  it('allows reloads again once the earlier ones are older than its window', () => {
    const storage = memoryStorage();
    for (let i = 0; i < STALE_BUILD_RELOADS; i++) mayReloadForStaleBuild(storage, 1_000_000, '/walls');
    expect(mayReloadForStaleBuild(storage, 1_000_000 + STALE_BUILD_WINDOW_MS - 1, '/walls')).toBe(false);
    expect(mayReloadForStaleBuild(storage, 1_000_000 + STALE_BUILD_WINDOW_MS, '/walls')).toBe(true);
  });

  it('counts a reload the page noted in the future (a clock set back) as not recent', () => {
    const storage = memoryStorage();
    for (let i = 0; i < STALE_BUILD_RELOADS; i++) mayReloadForStaleBuild(storage, 5_000_000, '/walls');
    expect(mayReloadForStaleBuild(storage, 1_000_000, '/walls')).toBe(true);
  });

  it('counts each page on its own: moving on to another page is no loop', () => {
    const storage = memoryStorage();
    for (let i = 0; i < STALE_BUILD_RELOADS; i++) mayReloadForStaleBuild(storage, 1_000_000 + i, '/walls');
    expect(mayReloadForStaleBuild(storage, 1_000_010, '/walls')).toBe(false);
    expect(mayReloadForStaleBuild(storage, 1_000_010, '/walls/w/climbs/c')).toBe(true);
    expect(mayReloadForStaleBuild(storage, 1_000_010, '/walls?page=2')).toBe(true);
  });

  it('reads a marker it cannot parse as none, and refuses without storage (no way to stop a loop)', () => {
    const storage = memoryStorage();
    storage.setItem('spraybook.stale-build-reloads', '{not json');
    expect(mayReloadForStaleBuild(storage, 1, '/')).toBe(true);
    storage.setItem('spraybook.stale-build-reloads', '["text", [1, "/"], null]');
    expect(mayReloadForStaleBuild(storage, 2, '/')).toBe(true);
    expect(mayReloadForStaleBuild(null, 3, '/')).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReloadForStaleBuild(full, 4, '/')).toBe(false);
  });
});

describe('a stale build error', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://spraybook.example.org/assets/home-page-abc.js',
    'error loading dynamically imported module: https://spraybook.example.org/assets/home-page-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for https://spraybook.example.org/assets/home-page-abc.css',
    'Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of "text/html". Strict MIME type checking is enforced for module scripts per HTML spec. \'text/html\' is not a valid JavaScript MIME type.',
  ])('is what a browser says when a chunk is missing: %s', (message) => {
    expect(isStaleBuildError(new TypeError(message))).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'name')"),
    'Failed to fetch dynamically imported module',
    null,
  ])('is no other error: %s', (error) => {
    expect(isStaleBuildError(error)).toBe(false);
  });
});

describe('reloading for a stale build', () => {
  it('keeps what must survive just before it reloads, reloads once, and says so while the page goes', async () => {
    sessionStorage.clear();
    const order: string[] = [];
    const reload = vi.fn(() => order.push('reload'));
    expect(reloadingForStaleBuild()).toBe(false);
    expect(reloadForStaleBuild(() => order.push('kept'), reload)).toBe(true);
    expect(reloadingForStaleBuild()).toBe(true);
    // A second failure while the page goes: no second reload.
    expect(reloadForStaleBuild(() => order.push('kept'), reload)).toBe(true);
    await vi.waitFor(() => expect(order).toEqual(['kept', 'reload']));
    expect(reload).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-stale-build-reload');
  });

  it('does not reload once it finds no file refused: lost on the way (a Wi-Fi without internet) is no new build', async () => {
    sessionStorage.clear();
    const reload = vi.fn();
    const kept = vi.fn();
    expect(reloadForStaleBuild(kept, reload, () => false)).toBe(true);
    await vi.waitFor(() => expect(reloadingForStaleBuild()).toBe(false));
    expect(reload).not.toHaveBeenCalled();
    expect(kept).not.toHaveBeenCalled();
  });
});
