import type { Route } from './routes.ts';

/**
 * Idempotency keys: a write sent again with the same `Idempotency-Key` (an offline queue's retry, a
 * dropped connection) is done once, and the first answer comes back again, marked as a replay.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** 1 to 200 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
/** How long an answer is kept for its key; after that the key is forgotten and a retry writes again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/**
 * The `code` of a 409 for a key: `in_progress` while the key's first request still runs (try again later,
 * with the same key); `already_done` when that request saved its change but its server stopped before it
 * answered (the change is there: nothing to send again).
 */
export const IDEMPOTENCY_IN_PROGRESS_CODE = 'in_progress';
export const IDEMPOTENCY_ALREADY_DONE_CODE = 'already_done';

/**
 * The calls whose key is honoured: every call that changes something, which all need a signed-in
 * caller. A POST that only reads (the ticks query, similar climbs: `auth: 'optional'`) ignores it.
 */
export const honoursIdempotencyKey = (route: Pick<Route, 'method' | 'auth'>) =>
  route.method !== 'GET' && route.auth === 'required';
