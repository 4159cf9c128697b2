import { tooManyWrites, type WriteKind } from '@spraybook/contract/plain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteLimit } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { formatWait } from '../../lib/format-wait.ts';
import { TooManyRequests } from '../errors.ts';
import { countWrite, uncountWrite } from './write-counts.queries.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract route's `limit`: the kind of write each call counts as. */
    writeLimit?: WriteKind;
    /** How many writes of that kind a call is (default 1): a batch counts each item. */
    writeCount?: (body: never) => number;
  }
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * Counts `amount` writes of `kind` by the user (one call, or a batch's items), then checks the minute (burst) and hour limits: over either,
 * the write is taken back and refused with the seconds until that window ends. Counting first means
 * parallel writes see each other; taking refused ones back means waiting is always enough.
 */
export async function spendWrite(db: Db, userId: string, kind: WriteKind, limit: WriteLimit, amount = 1) {
  const windows = await countWrite(db, userId, kind, [MINUTE, HOUR], amount);
  const over = windows.filter(
    (w) => w.count > (w.windowSeconds === MINUTE ? limit.perMinute : limit.perHour),
  );
  if (over.length === 0) return;
  await uncountWrite(db, userId, kind, windows, amount);
  const waitSeconds = Math.max(1, Math.ceil(Math.max(...over.map((w) => w.secondsLeft))));
  throw new TooManyRequests(tooManyWrites(formatWait(waitSeconds)), waitSeconds);
}

/**
 * Enforces the contract routes' `limit` after the request passed validation and before its handler:
 * only registered users are counted (visitors and accounts not yet created are refused by the rules).
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config.writeLimit;
    if (!kind || !request.identity) return;
    const caller = await app.callerOf(request);
    if (caller.state !== 'registered') return;
    const amount = request.routeOptions.config.writeCount?.(request.body as never) ?? 1;
    await spendWrite(ctx.db, caller.userId, kind, ctx.config.writeLimits[kind], amount);
  });
});
