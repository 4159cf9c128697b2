import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/**
 * node-postgres runs one statement at a time per client: a second `client.query()` while one runs is queued,
 * with pg's warning "client.query() when the client is already executing a query" (an error in pg 9). In a
 * transaction every statement goes to one client, so a service must never send two at once there (no
 * `Promise.all` over a `tx`). This walks a climbing session, every command of it, and account deletion on
 * PostgreSQL and fails on any statement sent while its client was busy. PGlite runs one at a time anyway.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
const overlaps: string[] = [];
const query = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  pg.Client.prototype.query = function (this: pg.Client & { _queryQueue: unknown[] }, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (this._queryQueue.length > 0) overlaps.push(String(text).slice(0, 100));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  t = await buildTestApp();
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t?.close();
});

describe.skipIf(!onPostgres)('one statement at a time on a PostgreSQL client', () => {
  it("a session's whole loop, a climber's and account deletion send no statement while their client is busy", async () => {
    const [owner, friend] = await Promise.all([t.signUp(), t.signUp()]);
    const wallId = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const { holdIds } = await traceHolds(t, owner, wallId, 3);
    const calls = climbCalls(t);
    const climbs: string[] = [];
    for (const name of ['One', 'Two'])
      climbs.push((await calls.create(climbBody(wallId, holdIds, { name }), owner)).json().id);
    const ok = async (
      who: typeof owner,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
    ) => {
      const res = await t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.body ? res.json() : null;
    };
    overlaps.length = 0;
    const id = (await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] })).id as string;
    await ok(friend, 'POST', `/sessions/${id}/members`);
    await ok(friend, 'POST', `/sessions/${id}/queue`, { climb_id: climbs[1] });
    await ok(owner, 'POST', `/sessions/${id}/attempts`, { climb_id: climbs[0] });
    await ok(friend, 'POST', `/sessions/${id}/sends`, { climb_id: climbs[0] });
    await ok(owner, 'POST', `/sessions/${id}/next`, { from: climbs[0] });
    await ok(owner, 'GET', `/sessions/${id}`);
    await ok(owner, 'POST', `/sessions/${id}/end`);
    await ok(owner, 'GET', `/sessions/${id}/summary`);
    await ok(owner, 'POST', `/sessions/${id}/share`);
    await ok(friend, 'GET', `/walls/${wallId}/feed`);
    // The rest of a climber's loop, as the two-node journey drives it: a tick, its list, a vote, a comment.
    await ok(friend, 'POST', '/ascents', {
      climb_id: climbs[1],
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
    });
    await ok(friend, 'POST', '/ascents/query', { climb_id: climbs[1] });
    await ok(friend, 'POST', `/climbs/${climbs[1]}/grade_votes`, { value: 14 });
    await ok(friend, 'POST', '/comments', { comment: 'Nice', related_type: 'climb', related_id: climbs[1] });
    await ok(owner, 'GET', `/walls/${wallId}`);
    await ok(owner, 'GET', `/climbs/${climbs[1]}`);
    await ok(friend, 'DELETE', `/users/${friend.user.id}`);
    expect(overlaps).toEqual([]);
  });
});
