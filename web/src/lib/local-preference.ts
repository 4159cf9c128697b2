import { useCallback, useSyncExternalStore } from 'react';

/**
 * A preference kept in this browser only (spec section 3, 'Local preferences'): colour-blind mode,
 * foot-only and hand-only holds, undo/redo buttons, polygons on unselected holds, help shown.
 * Every component reading the same key re-renders when one of them changes it.
 */
const PREFIX = 'spraybook-pref:';
const listeners = new Set<() => void>();

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    // Storage blocked (private mode) or a value from an older version: the default is right.
    return fallback;
  }
}

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
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
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
    () => read(key, fallback),
    () => fallback,
  );
  const set = useCallback((next: T) => writeLocalPreference(key, next), [key]);
  return [value, set] as const;
}
