/**
 * The plain reading of a preference kept in this browser (spec section 3, 'Local preferences'),
 * without React: the app's hook and the first screen's script (web/src/first-screen) read the same
 * key the same way.
 */
export const LOCAL_PREFERENCE_PREFIX = 'spraybook-pref:';

export function readLocalPreference<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(LOCAL_PREFERENCE_PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    // Storage blocked (private mode) or a value from an older version: the default is right.
    return fallback;
  }
}
