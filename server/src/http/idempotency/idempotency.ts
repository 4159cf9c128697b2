import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_ALREADY_DONE_CODE,
  IDEMPOTENCY_IN_PROGRESS_CODE,
  IDEMPOTENCY_KEY_ALREADY_DONE,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@spraybook/contract/plain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { runInWriteScope } from '../../db/write-scope.ts';
import { Conflict } from '../errors.ts';
import { claimOrReplay, CLAIM_TIMING, type ClaimTiming } from './claim-or-replay.ts';
import { idempotencyKeyOf, requestHashOf } from './idempotency-key.ts';
import {
  markWritten,
  releaseKey,
  renewClaim,
  storeAnswer,
  sweepExpiredKeys,
  type Claim,
  type StoredAnswer,
} from './idempotency.queries.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (every contract write: `honoursIdempotencyKey`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** This request's claim on its key, while its handler runs; the answer is stored on it. */
    idempotencyClaim: HeldClaim | null;
  }
}

interface HeldClaim extends Claim {
  /** Renews the claim while the handler runs (see `ClaimTiming.staleClaimSeconds`). */
  renewal: NodeJS.Timeout;
}

/** What a retry gets when the first request's write committed but its answer was lost with its server. */
const ALREADY_DONE: StoredAnswer = {
  status: 409,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ detail: IDEMPOTENCY_KEY_ALREADY_DONE, code: IDEMPOTENCY_ALREADY_DONE_CODE }),
};

/**
 * Runs a write route's handler so that each transaction it runs (db/transaction.ts) marks the request's
 * claim `written` before it commits: the key's fate is decided in the write's own commit. Without a key,
 * the scope still tells the test app which writes run outside a transaction.
 */
export function inWriteScope<T>(request: FastifyRequest, handler: () => Promise<T>): Promise<T> {
  const held = request.idempotencyClaim;
  const claim = held && { userId: held.userId, key: held.key, claim: held.claim };
  return runInWriteScope(
    {
      route: `${request.method} ${request.routeOptions.url}`,
      open: true,
      beforeCommit: claim
        ? async (tx) => {
            // Taken over as stale meanwhile: the request that took it runs the write; this one must not.
            if (!(await markWritten(tx, claim))) {
              throw new Conflict(IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS_CODE);
            }
          }
        : null,
    },
    handler,
  );
}

const SWEEP_MINUTES = 60;

/**
 * A write sent with an `Idempotency-Key` runs once per account and key: the key is claimed in the
 * database before the handler runs (so retries, parallel copies and other servers wait for it), marked
 * `written` in the write's own transaction (`inWriteScope`), its answer stored as it is sent, and
 * replayed to every later request with that key for 24 hours. A 5xx or a 429 lets go of the key instead
 * when nothing was written (trying again may work), and keeps 'already done' when something was. Only
 * registered callers' keys are kept: every write needs one, and anyone else is refused before anything is
 * written. Register before compression: the answer is kept as the JSON text, not the compressed stream.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db; timing?: ClaimTiming }) => {
  const { db, timing = CLAIM_TIMING } = opts;
  app.decorateRequest('idempotencyClaim', null);

  // Before the write limits' preHandler: a replay is not a new write and spends none.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const caller = await app.callerOf(request);
    if (caller.state !== 'registered') return;
    const claim = { userId: caller.userId, key, claim: randomUUID() };
    const outcome = await claimOrReplay(db, { ...claim, requestHash: requestHashOf(request) }, timing);
    if (outcome.claimed) {
      const renewal = setInterval(
        () => {
          renewClaim(db, claim).then(
            (ours) => ours || clearInterval(renewal),
            (err: unknown) => request.log.warn({ err }, 'could not renew an idempotency key claim'),
          );
        },
        (timing.staleClaimSeconds * 1000) / 3,
      );
      renewal.unref();
      request.idempotencyClaim = { ...claim, renewal };
      return;
    }
    const { status, contentType, body } = outcome.answer;
    reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (contentType) reply.header('content-type', contentType);
    return reply.send(body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    clearInterval(held.renewal);
    const claim: Claim = { userId: held.userId, key: held.key, claim: held.claim };
    const status = reply.statusCode;
    // API answers are JSON text (or nothing); a stream could not be kept, and no write answers one.
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload == null
            ? null
            : undefined;
    if (status >= 500 || status === 429 || body === undefined) {
      // Nothing was written (or the answer cannot be kept): the next request with the key runs afresh.
      // A failure after the write committed keeps the key: its retries hear the change is there.
      try {
        if (!(await releaseKey(db, claim))) await storeAnswer(db, claim, ALREADY_DONE);
      } catch (err) {
        // Likely the failure that caused the 5xx: the claim goes stale and is taken over after a while.
        request.log.error({ err }, 'could not let go of an idempotency key');
      }
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    try {
      await storeAnswer(db, claim, {
        status,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: body === '' ? null : body,
      });
    } catch (err) {
      // The write is done: its caller still gets the answer, and later requests hear it is 'already done'
      // once the claim is stale.
      request.log.error({ err }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });

  // A reply that skipped onSend (the connection went first) must not keep renewing its claim.
  app.addHook('onResponse', async (request) => {
    if (request.idempotencyClaim) clearInterval(request.idempotencyClaim.renewal);
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredKeys(db).catch((err: unknown) =>
        app.log.warn({ err }, 'idempotency key sweep failed; the next one retries'),
      );
    }, SWEEP_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
