import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAYED_HEADER } from '@spraybook/contract/plain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { claimOrReplay, CLAIM_TIMING } from './claim-or-replay.ts';
import { idempotencyKeyOf, requestHashOf } from './idempotency-key.ts';
import { releaseKey, storeAnswer, sweepExpiredKeys } from './idempotency.queries.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (every contract write: `honoursIdempotencyKey`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** This request's claim on its key, while its handler runs; the answer is stored on it. */
    idempotencyClaim: { userId: string; key: string; claim: string } | null;
  }
}

const SWEEP_MINUTES = 60;

/**
 * A write sent with an `Idempotency-Key` runs once per account and key: the key is claimed in the
 * database before the handler runs (so retries, parallel copies and other servers wait for it), its
 * answer stored as it is sent, and replayed to every later request with that key for 24 hours. A 5xx
 * or a 429 (nothing was written; trying again may work) lets go of the key instead. Only registered
 * callers' keys are kept: every write needs one, and anyone else is refused before anything is written.
 * Register before compression: the answer is kept as the JSON text, not the compressed stream.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('idempotencyClaim', null);

  // Before the write limits' preHandler: a replay is not a new write and spends none.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const caller = await app.callerOf(request);
    if (caller.state !== 'registered') return;
    const claim = { userId: caller.userId, key, claim: randomUUID() };
    const outcome = await claimOrReplay(db, { ...claim, requestHash: requestHashOf(request) }, CLAIM_TIMING);
    if (outcome.claimed) {
      request.idempotencyClaim = claim;
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
    const { userId, key, claim } = held;
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
      try {
        await releaseKey(db, userId, key, claim);
      } catch (err) {
        // Likely the failure that caused the 5xx: the claim goes stale and is taken over after a while.
        request.log.error({ err }, 'could not let go of an idempotency key');
      }
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    try {
      await storeAnswer(db, userId, key, claim, {
        status,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: body === '' ? null : body,
      });
    } catch (err) {
      // The write is done: its caller still gets the answer, and later requests wait out the stale claim.
      request.log.error({ err }, 'could not keep the answer of an idempotent request');
    }
    return payload;
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
