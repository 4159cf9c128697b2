import { SESSION_HEARTBEAT_SECONDS, SESSION_STREAM_ELSEWHERE, type SessionEvent } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wallInvitedUsers } from '../../../db/schema/walls.ts';
import { shutDownGracefully } from '../../../http/graceful-shutdown.ts';
import { phoneJpeg } from '../../../images/image-fixtures.ts';
import { openStream } from '../../../test/sse-client.ts';
import { buildTestApp } from '../../../test/test-app.ts';

afterEach(() => void vi.useRealTimers());

describe("a session stream's life", () => {
  it('ends at the next heartbeat once its reader is taken off the private wall', async () => {
    const t = await buildTestApp();
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const [owner, member] = await Promise.all([t.signUp(), t.signUp()]);
      const jpeg = (await phoneJpeg(320, 240)).toString('base64');
      const wallId = await t.addWall(owner, {
        base64_image: jpeg,
        private: true,
        invited_users: [member.user.id],
      });
      const post = (who: typeof owner, url: string) =>
        t.app.inject({ method: 'POST', url: `/api${url}`, headers: who.auth, payload: {} });
      const id = (await post(owner, `/walls/${wallId}/sessions`)).json().id as string;
      await post(member, `/sessions/${id}/members`);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const live = openStream<SessionEvent>(`${base}/api/sessions/${id}/events`, member.auth);
      await live.until(1);
      vi.advanceTimersByTime(SESSION_HEARTBEAT_SECONDS * 1000);
      await vi.waitFor(() => expect(live.comments()).toBe(1), { interval: 10 });
      await t.ctx.db.delete(wallInvitedUsers).where(eq(wallInvitedUsers.userId, member.user.id));
      vi.advanceTimersByTime(SESSION_HEARTBEAT_SECONDS * 1000);
      await live.end;
      expect(live.comments()).toBe(1);
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });

  it('sends a comment line every 15 s, and ends when its node stops', async () => {
    const t = await buildTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await t.signUp();
    const wallId = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/walls/${wallId}/sessions`,
      headers: owner.auth,
      payload: {},
    });
    // Only the stream's own interval is a fake one: sockets and the database keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = openStream<SessionEvent>(`${base}/api/sessions/${started.json().id}/events`, owner.auth);
    await live.until(1);
    expect(live.comments()).toBe(0);
    vi.advanceTimersByTime(SESSION_HEARTBEAT_SECONDS * 1000);
    vi.advanceTimersByTime(SESSION_HEARTBEAT_SECONDS * 1000);
    await vi.waitFor(() => expect(live.comments()).toBe(2), { interval: 10 });
    vi.useRealTimers();
    // Stopping: the node ends its streams (their phones resume elsewhere) instead of waiting on them.
    await t.close();
    await live.end;
  });

  it('a stopping node ends its streams, refuses a new one with a 503, and stops within seconds', async () => {
    const t = await buildTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await t.signUp();
    const wallId = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/walls/${wallId}/sessions`,
      headers: owner.auth,
      payload: {},
    });
    const url = `${base}/api/sessions/${started.json().id}/events`;
    const live = openStream<SessionEvent>(url, owner.auth);
    await live.until(1);
    // A phone's connection kept alive from an earlier call: its next stream reaches the stopping node.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get(url, { agent, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        request.on('error', reject);
      });
    expect((await get({})).status).toBe(401);
    const begun = Date.now();
    const stopped = shutDownGracefully(t.app, { timeoutMs: 30_000, closeDatabase: async () => {} });
    await live.end;
    while (t.app.server.listening) await new Promise((r) => setTimeout(r, 5));
    const again = await get(owner.auth);
    expect(again.status).toBe(503);
    expect(JSON.parse(again.body).detail).toBe(SESSION_STREAM_ELSEWHERE);
    expect(await stopped).toBe(true);
    expect(Date.now() - begun).toBeLessThan(3000);
    agent.destroy();
    await t.database.close();
  });
});
