import { SESSION_HEARTBEAT_SECONDS, type SessionEvent } from '@spraybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneJpeg } from '../../../images/image-fixtures.ts';
import { openStream } from '../../../test/sse-client.ts';
import { buildTestApp } from '../../../test/test-app.ts';

afterEach(() => void vi.useRealTimers());

describe("a session stream's life", () => {
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
});
