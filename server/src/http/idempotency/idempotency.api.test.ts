import {
  IDEMPOTENCY_ALREADY_DONE_CODE,
  IDEMPOTENCY_KEY_ALREADY_DONE,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
} from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { createStorage } from '../../storage/create-storage.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepExpiredKeys } from './idempotency.queries.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member;
let wallId: string, climbId: string;

// One tick and two comments a minute: a replay that counted as a write would be refused. The tests of 50
// copies at once get 30 s: they take 1-5 s on a loaded 2-core machine (the default is 5 s).
beforeAll(async () => {
  t = await buildTestApp({ TICKS_PER_MINUTE: '1', COMMENTS_PER_MINUTE: '2' });
  owner = await t.signUp('Owner');
  wallId = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), owner)).json().id as string;
}, 60_000);
afterAll(() => t.close());

const tickBody = (attempts = 1) => ({
  climb_id: climbId,
  ascent_date: '2026-11-20',
  ascent_type: 'flash',
  attempts,
});
const tick = (who: Member, key?: string, body: object = tickBody()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ascents',
    headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
const comment = (who: Member, key: string | undefined, text = 'Sent once') =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { comment: text, related_id: wallId, related_type: 'wall' },
  });

const count = async (sql: string, params: unknown[]) =>
  Number((await t.database.rawQuery(sql, params))[0]!.n);
const ticksOf = (who: Member) => count('select count(*) as n from ascents where user_id = $1', [who.user.id]);
const commentsOf = (who: Member, text: string) =>
  count('select count(*) as n from comments where user_id = $1 and comment = $2', [who.user.id, text]);
const keysOf = (who: Member) =>
  count('select count(*) as n from idempotency_keys where user_id = $1', [who.user.id]);

describe('Idempotency-Key on writes', () => {
  it('stores one tick for 50 identical POST /ascents sent at once, and answers all 50 with its answer', async () => {
    const climber = await t.signUp('Fifty ticks');
    const answers = await Promise.all(Array.from({ length: 50 }, () => tick(climber, 'tick-1')));
    expect(await ticksOf(climber)).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const replayed = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(49);
    expect(replayed[0]!.headers['content-type']).toMatch(/^application\/json/);
  }, 30_000);

  it('stores one comment for 50 identical POST /comments sent at once', async () => {
    const climber = await t.signUp('Fifty comments');
    const answers = await Promise.all(Array.from({ length: 50 }, () => comment(climber, 'c-1', 'Once')));
    expect(await commentsOf(climber, 'Once')).toBe(1);
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set([`201 ${answers[0]!.body}`]),
    );
  }, 30_000);

  it('stores one tick when 50 copies go to two servers on one database at once', async () => {
    const climber = await t.signUp('Two servers');
    const database = t.config.databaseUrl
      ? await openDatabase({ url: t.config.databaseUrl, dataDir: null })
      : t.database; // PGlite belongs to one process: the second server shares its handle
    const storage = createStorage({ dataDir: t.dataDir, s3: t.config.s3 });
    const second = await buildApp({ config: t.config, database, storage, logger: false });
    try {
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/ascents',
          headers: { ...climber.auth, 'idempotency-key': 'both' },
          payload: tickBody(),
        });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => send(i % 2 === 0 ? t.app : second)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
      expect(await ticksOf(climber)).toBe(1);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  }, 30_000);

  it("answers a retry after the server stopped between the write's commit and its answer with 409 'already_done', never a second write", async () => {
    const climber = await t.signUp('Crashed');
    expect((await tick(climber, 'crash')).statusCode).toBe(201);
    expect((await comment(climber, 'crash-comment', 'Crashed once')).statusCode).toBe(201);
    // As the claims were when their server died: written in the write's commit, no answer, not renewed.
    await t.database.rawQuery(
      "update idempotency_keys set status = null, content_type = null, body = null, created_at = now() - interval '1 minute' where user_id = $1",
      [climber.user.id],
    );
    for (const retry of [
      await tick(climber, 'crash'),
      await comment(climber, 'crash-comment', 'Crashed once'),
    ]) {
      expect([retry.statusCode, retry.json()]).toEqual([
        409,
        { detail: IDEMPOTENCY_KEY_ALREADY_DONE, code: IDEMPOTENCY_ALREADY_DONE_CODE },
      ]);
    }
    expect([await ticksOf(climber), await commentsOf(climber, 'Crashed once')]).toEqual([1, 1]);
  });

  it('answers 422 with a detail when the key comes again with another body, path or method', async () => {
    const climber = await t.signUp('Reuser');
    const first = await tick(climber, 'k');
    expect(first.statusCode).toBe(201);
    const otherBody = await tick(climber, 'k', tickBody(2));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().detail).toBe(IDEMPOTENCY_KEY_REUSED);
    const otherPath = await comment(climber, 'k');
    expect(otherPath.statusCode).toBe(422);
    const otherMethod = await t.app.inject({
      method: 'DELETE',
      url: `/api/ascents/${first.json().id}`,
      headers: { ...climber.auth, 'idempotency-key': 'k' },
    });
    expect(otherMethod.statusCode).toBe(422);
    expect(await ticksOf(climber)).toBe(1);
  });

  it("keeps keys per account: another account's same key writes its own tick", async () => {
    const [ann, bob] = await Promise.all([t.signUp('Ann'), t.signUp('Bob')]);
    const [a, b] = [await tick(ann, 'shared'), await tick(bob, 'shared')];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    expect([await ticksOf(ann), await ticksOf(bob)]).toEqual([1, 1]);
  });

  it('forgets a key after 24 hours: the same request writes again, and the sweep removes the old row', async () => {
    const climber = await t.signUp('Yesterday');
    expect((await comment(climber, 'old', 'Twice')).statusCode).toBe(201);
    const replay = await comment(climber, 'old', 'Twice');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await commentsOf(climber, 'Twice')).toBe(1);

    await t.database.rawQuery(
      "update idempotency_keys set created_at = now() - interval '24 hours 1 second' where user_id = $1",
      [climber.user.id],
    );
    const again = await comment(climber, 'old', 'Twice');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsOf(climber, 'Twice')).toBe(2);

    await t.database.rawQuery(
      "update idempotency_keys set created_at = now() - interval '25 hours' where user_id = $1",
      [climber.user.id],
    );
    expect(await sweepExpiredKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await keysOf(climber)).toBe(0);
  });

  it('replays a DELETE with its first answer (204), not a 404', async () => {
    const climber = await t.signUp('Remover');
    const id = (await tick(climber)).json().id as string;
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/ascents/${id}`,
        headers: { ...climber.auth, 'idempotency-key': 'remove-1' },
      });
    const first = await remove();
    expect(first.statusCode).toBe(204);
    const second = await remove();
    expect(second.statusCode).toBe(204);
    expect(second.body).toBe('');
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it("replays the hold editor's queued writes: an Accept all stores its holds once, a hold's delete answers its first revision", async () => {
    const { revisionId, holdIds } = await traceHolds(t, owner, wallId, 1);
    const holdsOf = () => count('select count(*) as n from holds where revision_id = $1', [revisionId]);
    const before = await holdsOf();
    const square = (x: number) => [
      { x, y: 0.9 },
      { x: x + 0.02, y: 0.9 },
      { x: x + 0.02, y: 0.92 },
    ];
    const acceptAll = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/walls/${wallId}/revisions/${revisionId}/holds/batch`,
        headers: { ...owner.auth, 'idempotency-key': 'accept-all-1' },
        payload: { holds: [{ bounding_polygon: square(0.5) }, { bounding_polygon: square(0.6) }] },
      });
    const first = await acceptAll();
    expect(first.statusCode).toBe(201);
    const again = await acceptAll();
    expect(again.statusCode).toBe(201);
    expect(again.json().hold_ids).toEqual(first.json().hold_ids);
    expect(await holdsOf()).toBe(before + 2);

    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/walls/${wallId}/revisions/${revisionId}/holds/${holdIds[0]}`,
        headers: { ...owner.auth, 'idempotency-key': 'delete-hold-1' },
      });
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    const replayed = await remove();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(removed.json());
  });

  it('stores and replays a 4xx answer: the same request gets the same refusal', async () => {
    const climber = await t.signUp('Lost');
    const missing = { ...tickBody(), climb_id: '00000000-0000-4000-8000-000000000000' };
    const first = await tick(climber, 'nowhere', missing);
    expect(first.statusCode).toBe(404);
    const second = await tick(climber, 'nowhere', missing);
    expect([second.statusCode, second.body]).toEqual([404, first.body]);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('lets go of the key on a 429 (nothing was written), so a later retry can write', async () => {
    const climber = await t.signUp('Hasty');
    expect((await tick(climber, 'first')).statusCode).toBe(201);
    const refused = await tick(climber, 'second');
    expect(refused.statusCode).toBe(429);
    expect(typeof refused.json().detail).toBe('string');
    expect(await keysOf(climber)).toBe(1);
  });

  it('leaves requests without the header as they were: each one writes', async () => {
    const climber = await t.signUp('Plain');
    const [a, b] = [await comment(climber, undefined, 'Plain'), await comment(climber, undefined, 'Plain')];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsOf(climber, 'Plain')).toBe(2);
    expect(await keysOf(climber)).toBe(0);
  });

  it('refuses a key that is empty, longer than 200 characters or not printable ASCII with 400 and a detail', async () => {
    const climber = await t.signUp('Odd keys');
    for (const key of ['', 'k'.repeat(201), 'tab\tkey', 'clé']) {
      const res = await comment(climber, key, 'Never');
      expect([res.statusCode, res.json().detail]).toEqual([400, IDEMPOTENCY_KEY_INVALID]);
    }
    expect(await commentsOf(climber, 'Never')).toBe(0);
    expect((await comment(climber, `${'k'.repeat(199)} `, 'Longest key')).statusCode).toBe(201);
  });

  it('ignores the key on a POST that only reads (the ticks query)', async () => {
    // The owner's writes in the tests before (the hold editor's) keep keys of their own.
    const keptBefore = await keysOf(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ascents/query',
      headers: { ...owner.auth, 'idempotency-key': 'read' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(owner)).toBe(keptBefore);
  });
});
