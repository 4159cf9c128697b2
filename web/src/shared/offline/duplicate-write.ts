import type { NewWrite, QueuedWrite } from './queued-write';

/**
 * How soon after a write an identical one counts as the same tap made twice (a double tap, a tap again because
 * nothing seemed to happen), not a second choice: a climber who means a second tick takes longer than this to
 * reopen the sheet, and is asked first when it is the same day (logic/same-day-tick.ts in ascents).
 */
export const DUPLICATE_WINDOW_MS = 5_000;

/** JSON with every object's keys sorted: the same body built in another order is the same write. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Whether `write`, made at `now`, repeats `earlier`, still waiting in the queue: the same intent (its key), or
 * the same account, route, address and body (so the same climb) made within `DUPLICATE_WINDOW_MS`, unless the
 * climber confirmed doing it again. A write the server refused is no longer waiting: sending again is the
 * climber's answer to it.
 */
export function repeatsWrite(earlier: QueuedWrite, write: NewWrite, now: number): boolean {
  if (earlier.state !== 'pending' || earlier.accountId !== write.accountId) return false;
  if (write.key !== undefined && earlier.key === write.key) return true;
  return (
    !write.confirmed &&
    earlier.route === write.route &&
    canonical(earlier.params ?? null) === canonical(write.params ?? null) &&
    canonical(earlier.body ?? null) === canonical(write.body ?? null) &&
    Math.abs(now - Date.parse(earlier.created)) < DUPLICATE_WINDOW_MS
  );
}
