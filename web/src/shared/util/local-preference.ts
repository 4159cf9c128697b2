import { useCallback, useSyncExternalStore } from 'react';
import { LOCAL_PREFERENCE_PREFIX, readLocalPreference } from './read-local-preference';

/**
 * A preference kept in this browser only (spec section 3, 'Local preferences'): colour-blind mode,
 * foot-only and hand-only holds, undo/redo buttons, polygons on unselected holds, help shown.
 * Every component reading the same key re-renders when one of them changes it.
 */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function writeLocalPreference<T>(key: string, value: T) {
  try {
    window.localStorage.setItem(LOCAL_PREFERENCE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage refused (quota, blocked): the choice lasts until the next change; nothing to recover.
  }
  listeners.forEach((l) => l());
}

// One signature per kind, so a default of `false` means any boolean, not the literal type `false`.
export function useLocalPreference(
  key: string,
  fallback: boolean,
): readonly [boolean, (next: boolean) => void];
export function useLocalPreference(key: string, fallback: number): readonly [number, (next: number) => void];
export function useLocalPreference(key: string, fallback: string): readonly [string, (next: string) => void];
export function useLocalPreference<T extends boolean | number | string>(key: string, fallback: T) {
  const value = useSyncExternalStore(
    subscribe,
    () => readLocalPreference(key, fallback),
    () => fallback,
  );
  const set = useCallback((next: T) => writeLocalPreference(key, next), [key]);
  return [value, set] as const;
}
