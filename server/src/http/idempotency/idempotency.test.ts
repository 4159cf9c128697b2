import { IDEMPOTENCY_KEY_IN_PROGRESS } from '@spraybook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { claimOrReplay } from './claim-or-replay.ts';
import { idempotencyPlugin } from './idempotency.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await t.signUp()).user.id;
}, 60_000);
afterAll(() => t.close());

const request = (key: string, requestHash = 'same') => ({
  userId,
  key,
  requestHash,
  claim: crypto.randomUUID(),
});

describe('claiming a key in the database', () => {
  it('answers 409 with a detail when the first request still runs after the wait', async () => {
    const timing = { waitMs: 30, staleClaimSeconds: 300 };
    expect(await claimOrReplay(t.ctx.db, request('slow'), timing)).toEqual({ claimed: true });
    await expect(claimOrReplay(t.ctx.db, request('slow'), timing)).rejects.toMatchObject({
      statusCode: 409,
      detail: IDEMPOTENCY_KEY_IN_PROGRESS,
    });
  });

  it('takes over a claim left without an answer (its server stopped mid-request)', async () => {
    expect(await claimOrReplay(t.ctx.db, request('orphaned'))).toEqual({ claimed: true });
    await t.database.rawQuery(
      "update idempotency_keys set created_at = created_at - interval '1 minute' where key = 'orphaned'",
      [],
    );
    const timing = { waitMs: 0, staleClaimSeconds: 30 };
    expect(await claimOrReplay(t.ctx.db, request('orphaned'), timing)).toEqual({ claimed: true });
  });
});

describe('a handler that fails', () => {
  // A route that fails with a 500 on its first call: no contract route fails on purpose.
  let app: FastifyInstance;
  let calls = 0;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.decorate('callerOf', async () => ({ state: 'registered' as const, userId }));
    await app.register(idempotencyPlugin, { db: t.ctx.db });
    app.post('/flaky', { config: { idempotent: true } }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return { calls };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = () =>
    app.inject({ method: 'POST', url: '/flaky', headers: { 'idempotency-key': 'flaky' }, payload: {} });

  it('lets go of the key on a 5xx, so the retry runs the handler again and its answer is kept', async () => {
    expect((await send()).statusCode).toBe(500);
    const retried = await send();
    expect([retried.statusCode, retried.json()]).toEqual([200, { calls: 2 }]);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await send();
    expect([replayed.json(), replayed.headers['idempotent-replayed']]).toEqual([{ calls: 2 }, 'true']);
    expect(calls).toBe(2);
  });
});
