/**
 * When the server produced each answer the app shows (its Date header). Offline, an answer comes
 * from the service worker's cache, and its Date says how old it is, which the query's own time
 * (when the cache answered) does not.
 */
const fetchedAt = new WeakMap<object, number>();

export function rememberFetchedAt(data: unknown, dateHeader: string | null) {
  const time = dateHeader ? Date.parse(dateHeader) : NaN;
  if (data && typeof data === 'object' && !Number.isNaN(time)) fetchedAt.set(data, time);
}

/** The server time of an answer, else `fallback` (the time the query got it). */
export function fetchedAtOf(data: unknown, fallback: number): number {
  return (data !== null && typeof data === 'object' && fetchedAt.get(data)) || fallback;
}

/** The oldest of the answers on screen: what the 'Offline' indicator says the page dates from. */
export function oldestFetchedAt(answers: { data: unknown; updatedAt: number }[]): number | null {
  let oldest: number | null = null;
  for (const { data, updatedAt } of answers) {
    if (data === undefined) continue;
    const time = fetchedAtOf(data, updatedAt);
    if (time > 0 && (oldest === null || time < oldest)) oldest = time;
  }
  return oldest;
}
