/**
 * A new user goes to /settings after their first sign-in (spec 4); the page sign-in began on is
 * kept here for that visit, so Settings can offer the way back to it (and its action).
 */
const KEY = 'spraybook.return-after-settings';

export function keepReturnPath(path: string, storage: Storage = window.sessionStorage) {
  if (path === '/' || path.startsWith('/auth/') || path.startsWith('/settings')) storage.removeItem(KEY);
  else storage.setItem(KEY, path);
}

export function returnPath(storage: Storage = window.sessionStorage): string | null {
  return storage.getItem(KEY);
}

export function forgetReturnPath(storage: Storage = window.sessionStorage) {
  storage.removeItem(KEY);
}
