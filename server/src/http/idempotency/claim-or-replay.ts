import { setTimeout as delay } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED } from '@spraybook/contract/plain';
import type { Db } from '../../db/client.ts';
import { Conflict, Unprocessable } from '../errors.ts';
import { claimKey, findKey, type StoredAnswer } from './idempotency.queries.ts';

export interface ClaimTiming {
  /** How long a request waits for the same key's first request to answer before a 409. */
  waitMs: number;
  /** A claim without an answer this old was left by a server that stopped mid-request: it is taken over. */
  staleClaimSeconds: number;
}

export const CLAIM_TIMING: ClaimTiming = { waitMs: 10_000, staleClaimSeconds: 300 };

/** Polls start quick (a tick answers in milliseconds) and slow down to this. */
const MAX_POLL_MS = 250;

/**
 * Either claims the key for this request (`{ claimed: true }`: run the handler, then store or release)
 * or returns the answer of the key's first request, waiting while that one still runs. The same key
 * for another request is a 422; a first request still running after `waitMs` a 409.
 */
export async function claimOrReplay(
  db: Db,
  request: { userId: string; key: string; requestHash: string; claim: string },
  timing: ClaimTiming = CLAIM_TIMING,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  const deadline = Date.now() + timing.waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
    if (await claimKey(db, request, timing.staleClaimSeconds)) return { claimed: true };
    const found = await findKey(db, request.userId, request.key);
    // Gone between the two statements (released after a failure, or expired): claim again at once.
    if (!found) continue;
    if (found.requestHash !== request.requestHash) throw new Unprocessable(IDEMPOTENCY_KEY_REUSED);
    if (found.status !== null) {
      return {
        claimed: false,
        answer: { status: found.status, contentType: found.contentType, body: found.body },
      };
    }
    if (Date.now() >= deadline) throw new Conflict(IDEMPOTENCY_KEY_IN_PROGRESS);
    await delay(Math.min(pause, Math.max(0, deadline - Date.now())));
  }
}
