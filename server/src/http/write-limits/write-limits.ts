import { tooManyWrites, type WriteKind } from '@spraybook/contract/plain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteLimit } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { formatWait } from '../../lib/format-wait.ts';
import { TooManyRequests } from '../errors.ts';
import { countWrite, uncountWrite, type WindowCount } from './write-counts.queries.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract route's `limit`: the kind of write each call counts as. */
    writeLimit?: WriteKind;
    /** How many writes of that kind a call is (default 1): a batch counts each item. */
    writeCount?: (body: never) => number;
  }
  interface FastifyRequest {
    /** What this request spent of its limit, to take back if it is refused after all. */
    spentWrite: SpentWrite | null;
  }
}

/** Writes counted for one request, in the windows they were counted in. */
export interface SpentWrite {
  userId: string;
  kind: WriteKind;
  windows: WindowCount[];
  amount: number;
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * Counts `amount` writes of `kind` by the user (one call, or a batch's items), then checks the minute (burst) and hour limits: over either,
 * the write is taken back and refused with the seconds until that window ends. Counting first means
 * parallel writes see each other; taking refused ones back means waiting is always enough. Returns
 * what was spent, for `refundWrite` when the write is refused after all.
 */
export async function spendWrite(
  db: Db,
  userId: string,
  kind: WriteKind,
  limit: WriteLimit,
  amount = 1,
): Promise<SpentWrite> {
  const windows = await countWrite(db, userId, kind, [MINUTE, HOUR], amount);
  const over = windows.filter(
    (w) => w.count > (w.windowSeconds === MINUTE ? limit.perMinute : limit.perHour),
  );
  if (over.length === 0) return { userId, kind, windows, amount };
  await uncountWrite(db, userId, kind, windows, amount);
  const waitSeconds = Math.max(1, Math.ceil(Math.max(...over.map((w) => w.secondsLeft))));
  throw new TooManyRequests(tooManyWrites(formatWait(waitSeconds)), waitSeconds);
}

/** Takes back writes a request spent but did not make (the windows it counted in, unless started afresh). */
export const refundWrite = (db: Db, spent: SpentWrite) =>
  uncountWrite(db, spent.userId, spent.kind, spent.windows, spent.amount);

/**
 * Enforces the contract routes' `limit` after the request passed validation and before its handler:
 * only registered users are counted (visitors and accounts not yet created are refused by the rules).
 * Only writes that were made count: a request the handler refuses (403, 404, 409…) or that fails is
 * taken back before its answer goes out, so a climber's refused attempts never use up their limit,
 * while parallel requests still see each other's counts while they run.
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('spentWrite', null);

  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config.writeLimit;
    if (!kind || !request.identity) return;
    const caller = await app.callerOf(request);
    if (caller.state !== 'registered') return;
    const amount = request.routeOptions.config.writeCount?.(request.body as never) ?? 1;
    request.spentWrite = await spendWrite(ctx.db, caller.userId, kind, ctx.config.writeLimits[kind], amount);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const spent = request.spentWrite;
    if (!spent) return payload;
    request.spentWrite = null;
    if (reply.statusCode < 400) return payload;
    try {
      await refundWrite(ctx.db, spent);
    } catch (err) {
      // Likely the failure that caused the answer: the write stays counted until its window ends.
      request.log.warn({ err }, 'could not take back a refused write from its limit');
    }
    return payload;
  });
});
