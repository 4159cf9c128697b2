import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { openStream } from '../test/sse-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let jpeg: string;
beforeAll(async () => {
  t = await buildTestApp({ METRICS: 'true', COMMENTS_PER_MINUTE: '1' });
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
});
afterAll(async () => t?.close());

/** The value of one sample line, e.g. `spraybook_sign_in_failures_total 2`. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

const metrics = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

describe('metrics', () => {
  it('count requests by route template and status class, never by the path a user asked for', async () => {
    const user = await t.signUp('Metric Climber');
    const wallId = await t.addWall(user, { name: 'Secret Cave Board', base64_image: jpeg });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}`, headers: user.auth })).statusCode,
    ).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/walls/${missing}` })).statusCode).toBe(404);
    const text = await metrics();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/walls/:id",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/walls/:id",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/walls",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // No id, name or token anywhere.
    for (const secret of [wallId, missing, user.user.id, 'Secret Cave', 'Metric Climber', user.token]) {
      expect(text).not.toContain(secret);
    }
  });

  it('report the event loop lag, the image gate and its rejections', async () => {
    const text = await metrics();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'spraybook_image_gate_tasks{state="running"}')).toBe(0);
    expect(sample(text, 'spraybook_image_gate_tasks{state="waiting"}')).toBe(0);
    expect(sample(text, 'spraybook_image_gate_rejections_total')).toBe(0);
  });

  it('report the database pool on PostgreSQL only', async () => {
    const text = await metrics();
    const inUse = sample(text, 'spraybook_db_pool_connections{state="in_use"}');
    const waiting = sample(text, 'spraybook_db_pool_connections{state="waiting"}');
    if (t.database.kind === 'postgres') {
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(waiting).toBe(0);
    } else {
      expect(inUse).toBeNull();
    }
  });

  it('count limits hit by route', async () => {
    {
      const user = await t.signUp('Chatty');
      const wallId = await t.addWall(user, { base64_image: jpeg });
      const comment = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/comments',
          headers: user.auth,
          payload: { comment: 'Nice board', related_id: wallId, related_type: 'wall' },
        });
      expect((await comment()).statusCode).toBe(201);
      expect((await comment()).statusCode).toBe(429);
      const text = await metrics();
      expect(sample(text, 'spraybook_limits_hit_total{route="/api/comments"}')).toBe(1);
    }
  });

  it("report the session streams open on this node and its listening connection (PostgreSQL's only)", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await t.signUp();
    const wallId = await t.addWall(user, { base64_image: jpeg });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/walls/${wallId}/sessions`,
      headers: user.auth,
      payload: {},
    });
    const url = `${base}/api/sessions/${started.json().id}/events`;
    const counts = async () => {
      const text = await metrics();
      return [
        sample(text, 'spraybook_session_streams'),
        sample(text, 'spraybook_session_listen_connections'),
      ];
    };
    const listening = t.database.kind === 'postgres' ? 1 : 0;
    expect(await counts()).toEqual([0, 0]);
    const phones = [openStream(url, user.auth), openStream(url, user.auth)];
    await Promise.all(phones.map((p) => p.until(1)));
    expect(await counts()).toEqual([2, listening]);
    phones[0]!.close();
    await vi.waitFor(async () => expect(await counts()).toEqual([1, listening]));
    phones[1]!.close();
    await vi.waitFor(async () => expect(await counts()).toEqual([0, listening]));
  });
});
