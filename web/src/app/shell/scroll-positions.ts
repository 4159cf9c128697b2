/**
 * Where each history entry was scrolled to, so Back and Forward return there (what React Router's
 * ScrollRestoration did for the data router). Kept in sessionStorage, like the browser's own
 * history, so a reload keeps it; at most LIMIT entries.
 */
const STORAGE_KEY = 'spraybook-scroll-positions';
const LIMIT = 100;

type Positions = Record<string, number>;

function read(storage: Storage): Positions {
  try {
    return (JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Positions) ?? {};
  } catch {
    return {};
  }
}

export function saveScrollPosition(storage: Storage, entryKey: string, y: number) {
  const positions = read(storage);
  delete positions[entryKey];
  positions[entryKey] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete positions[old];
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: Back then starts at the top, nothing else is lost.
  }
}

export function savedScrollPosition(storage: Storage, entryKey: string): number | undefined {
  return read(storage)[entryKey];
}
