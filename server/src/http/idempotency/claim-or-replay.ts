import { setTimeout as delay } from 'node:timers/promises';
import {
  IDEMPOTENCY_ALREADY_DONE_CODE,
  IDEMPOTENCY_IN_PROGRESS_CODE,
  IDEMPOTENCY_KEY_ALREADY_DONE,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_REUSED,
} from '@spraybook/contract/plain';
import type { Db } from '../../db/client.ts';
import { Conflict, Unprocessable } from '../errors.ts';
import { claimKey, findKey, type StoredAnswer } from './idempotency.queries.ts';

export interface ClaimTiming {
  /** How long a request waits for the same key's first request to answer before a 409. */
  waitMs: number;
  /**
   * A claim neither answered nor renewed for this long was left by a server that stopped mid-request: it is
   * taken over (its write never committed) or answered 'already done' (it did). A running request renews
   * its claim every `staleClaimSeconds / 3`.
   */
  staleClaimSeconds: number;
}

export const CLAIM_TIMING: ClaimTiming = { waitMs: 10_000, staleClaimSeconds: 30 };

/** Polls start quick (a tick answers in milliseconds) and slow down to this. */
const MAX_POLL_MS = 250;

/**
 * Either claims the key for this request (`{ claimed: true }`: run the handler, then store or release)
 * or returns the answer of the key's first request, waiting while that one still runs. The same key
 * for another request is a 422; a first request still running after `waitMs` a 409 `in_progress`; one
 * whose write committed but whose server stopped before answering a 409 `already_done`.
 */
export async function claimOrReplay(
  db: Db,
  request: { userId: string; key: string; requestHash: string; claim: string },
  timing: ClaimTiming = CLAIM_TIMING,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  const deadline = Date.now() + timing.waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
    if (await claimKey(db, request, timing.staleClaimSeconds)) return { claimed: true };
    const found = await findKey(db, request.userId, request.key, timing.staleClaimSeconds);
    // Gone between the two statements (released after a failure, or expired): claim again at once.
    if (!found) continue;
    if (found.requestHash !== request.requestHash) throw new Unprocessable(IDEMPOTENCY_KEY_REUSED);
    if (found.status !== null) {
      return {
        claimed: false,
        answer: { status: found.status, contentType: found.contentType, body: found.body },
      };
    }
    if (found.written && found.stale) {
      throw new Conflict(IDEMPOTENCY_KEY_ALREADY_DONE, IDEMPOTENCY_ALREADY_DONE_CODE);
    }
    if (Date.now() >= deadline) throw new Conflict(IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS_CODE);
    await delay(Math.min(pause, Math.max(0, deadline - Date.now())));
  }
}
