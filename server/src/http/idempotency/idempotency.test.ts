import { setTimeout as delay } from 'node:timers/promises';
import {
  IDEMPOTENCY_ALREADY_DONE_CODE,
  IDEMPOTENCY_IN_PROGRESS_CODE,
  IDEMPOTENCY_KEY_ALREADY_DONE,
  IDEMPOTENCY_KEY_IN_PROGRESS,
} from '@spraybook/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type OpenTx } from '../../db/transaction.ts';
import { runInWriteScope } from '../../db/write-scope.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { claimOrReplay } from './claim-or-replay.ts';
import { idempotencyPlugin, inWriteScope } from './idempotency.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await t.signUp()).user.id;
  // A row per test write, and a table whose commit fails on purpose: a unique check deferred to the
  // commit, so a transaction fails after everything in it (the key's mark included) has run.
  await t.database.rawQuery('create table test_writes (note text)', []);
  await t.database.rawQuery('create table commit_fails (id int unique deferrable initially deferred)', []);
}, 180_000);
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

  it('takes over a claim left without an answer whose write never committed (its server stopped)', async () => {
    expect(await claimOrReplay(t.ctx.db, request('orphaned'))).toEqual({ claimed: true });
    await ageClaim('orphaned');
    const timing = { waitMs: 0, staleClaimSeconds: 30 };
    expect(await claimOrReplay(t.ctx.db, request('orphaned'), timing)).toEqual({ claimed: true });
  });

  it("answers 409 'already_done' for a stale claim whose write committed, and never claims it again", async () => {
    const first = request('saved');
    expect(await claimOrReplay(t.ctx.db, first)).toEqual({ claimed: true });
    await writeInScope(first, 'saved once');
    // The server stops here, before it stores the answer.
    await ageClaim('saved');
    for (let retry = 0; retry < 2; retry++) {
      await expect(
        claimOrReplay(t.ctx.db, request('saved'), { waitMs: 0, staleClaimSeconds: 30 }),
      ).rejects.toMatchObject({
        statusCode: 409,
        detail: IDEMPOTENCY_KEY_ALREADY_DONE,
        code: IDEMPOTENCY_ALREADY_DONE_CODE,
      });
    }
    expect(await notes('saved once')).toBe(1);
  });

  it("answers 409 'in_progress' while a claim is fresh, written or not", async () => {
    const first = request('fresh');
    expect(await claimOrReplay(t.ctx.db, first)).toEqual({ claimed: true });
    await writeInScope(first, 'fresh');
    await expect(
      claimOrReplay(t.ctx.db, request('fresh'), { waitMs: 0, staleClaimSeconds: 30 }),
    ).rejects.toMatchObject({ statusCode: 409, code: IDEMPOTENCY_IN_PROGRESS_CODE });
  });
});

const notes = async (note: string) =>
  Number((await t.database.rawQuery('select count(*) as n from test_writes where note = $1', [note]))[0]!.n);
const writtenFlag = async (key: string) =>
  (await t.database.rawQuery('select written from idempotency_keys where key = $1', [key]))[0]?.written;
/** As if the claim's server stopped renewing it a minute ago. */
const ageClaim = (key: string) =>
  t.database.rawQuery(
    "update idempotency_keys set created_at = created_at - interval '1 minute' where key = $1",
    [key],
  );

/** A request as the idempotency plugin leaves it for the handler: holding `claim`. */
const requestHolding = (claim: ReturnType<typeof request>) =>
  ({
    method: 'POST',
    routeOptions: { url: '/test-writes' },
    idempotencyClaim: { ...claim, renewal: undefined },
  }) as unknown as FastifyRequest;

/** A write route's handler writing one row in `inTransaction`, with `more` in the same transaction. */
const writeInScope = (
  claim: ReturnType<typeof request>,
  note: string,
  more: (tx: OpenTx) => Promise<unknown> = async () => undefined,
) =>
  inWriteScope(requestHolding(claim), () =>
    inTransaction(t.ctx.db, async (tx) => {
      await tx.execute(sql`insert into test_writes (note) values (${note})`);
      await more(tx);
    }),
  );

describe("a keyed write's own transaction decides its key's fate", () => {
  it('marks the claim written in the commit of the write', async () => {
    const claim = request('commits');
    await claimOrReplay(t.ctx.db, claim);
    expect(await writtenFlag('commits')).toBe(false);
    await writeInScope(claim, 'commits');
    expect([await writtenFlag('commits'), await notes('commits')]).toEqual([true, 1]);
  });

  it('leaves the claim unwritten when the transaction fails at commit, so the retry runs the write', async () => {
    const claim = request('rolled-back');
    await claimOrReplay(t.ctx.db, claim);
    const failAtCommit = (tx: OpenTx) => tx.execute(sql`insert into commit_fails values (1), (1)`);
    await expect(writeInScope(claim, 'rolled back', failAtCommit)).rejects.toThrow();
    expect([await writtenFlag('rolled-back'), await notes('rolled back')]).toEqual([false, 0]);
    await ageClaim('rolled-back');
    const retry = request('rolled-back');
    expect(await claimOrReplay(t.ctx.db, retry, { waitMs: 0, staleClaimSeconds: 30 })).toEqual({
      claimed: true,
    });
    await writeInScope(retry, 'rolled back');
    expect(await notes('rolled back')).toBe(1);
  });

  it('rolls back the write of a request whose claim was taken over meanwhile (409 in_progress)', async () => {
    const slow = request('taken');
    await claimOrReplay(t.ctx.db, slow);
    await ageClaim('taken');
    const taker = request('taken');
    expect(await claimOrReplay(t.ctx.db, taker, { waitMs: 0, staleClaimSeconds: 30 })).toEqual({
      claimed: true,
    });
    await expect(writeInScope(slow, 'taken')).rejects.toMatchObject({
      statusCode: 409,
      detail: IDEMPOTENCY_KEY_IN_PROGRESS,
    });
    await writeInScope(taker, 'taken');
    expect(await notes('taken')).toBe(1);
  });

  it('leaves transactions alone once the handler has answered (work it left running)', async () => {
    const claim = request('closed');
    await claimOrReplay(t.ctx.db, claim);
    let later: Promise<unknown> = Promise.resolve();
    await inWriteScope(requestHolding(claim), async () => {
      later = delay(20).then(() =>
        inTransaction(t.ctx.db, (tx) => tx.execute(sql`insert into test_writes values ('later')`)),
      );
    });
    await later;
    expect([await writtenFlag('closed'), await notes('later')]).toEqual([false, 1]);
  });
});

describe('the test app', () => {
  it('fails a test file whose write route wrote outside inTransaction, naming the route', async () => {
    const other = await buildTestApp();
    await runInWriteScope({ route: 'POST /api/forgetful', open: true, beforeCommit: null }, async () => {
      await other.ctx.db.execute(sql`update users set display_name = 'Forgot' where false`);
      await inTransaction(other.ctx.db, (tx) => tx.execute(sql`update users set display_name = 'Kept'`));
    });
    await expect(other.close()).rejects.toThrow(
      /^Write routes wrote outside inTransaction[^]*\nPOST \/api\/forgetful: update users set display_name = 'Forgot'/,
    );
  }, 180_000); // a second test app: 30-90 s on a loaded 2-core machine
});

describe('handlers that fail or run long', () => {
  // Routes that fail on purpose (no contract route does), wrapped as route() wraps a write's handler.
  // Claims go stale after 0.3 s here, so a request that runs a second must renew its claim.
  let app: FastifyInstance;
  let calls = 0;
  let slowCalls = 0;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.decorate('callerOf', async () => ({ state: 'registered' as const, userId }));
    await app.register(idempotencyPlugin, {
      db: t.ctx.db,
      timing: { waitMs: 5_000, staleClaimSeconds: 0.3 },
    });
    const write = (path: string, handler: () => Promise<unknown>) =>
      app.post(path, { config: { idempotent: true } }, (request) => inWriteScope(request, handler));
    write('/flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return { calls };
    });
    write('/saved-then-failed', async () => {
      await inTransaction(t.ctx.db, (tx) => tx.execute(sql`insert into test_writes values ('then failed')`));
      throw new Error('the answer could not be built');
    });
    write('/slow', async () => {
      slowCalls += 1;
      await delay(1_000);
      await inTransaction(t.ctx.db, (tx) => tx.execute(sql`insert into test_writes values ('slow')`));
      return { slowCalls };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url = '/flaky', key = 'flaky') =>
    app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: {} });

  it("keeps the key on a 5xx after the write committed: retries hear 'already_done', nothing runs twice", async () => {
    expect((await send('/saved-then-failed', 'then-failed')).statusCode).toBe(500);
    for (let retry = 0; retry < 2; retry++) {
      const again = await send('/saved-then-failed', 'then-failed');
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { detail: IDEMPOTENCY_KEY_ALREADY_DONE, code: IDEMPOTENCY_ALREADY_DONE_CODE },
      ]);
    }
    expect(await notes('then failed')).toBe(1);
  });

  it('renews the claim of a request that runs longer than the stale time: a copy waits for its answer', async () => {
    const first = send('/slow', 'slow');
    await delay(600); // twice the stale time
    const copy = await send('/slow', 'slow');
    expect((await first).json()).toEqual({ slowCalls: 1 });
    expect([copy.json(), copy.headers['idempotent-replayed']]).toEqual([{ slowCalls: 1 }, 'true']);
    expect([slowCalls, await notes('slow')]).toEqual([1, 1]);
  });

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
