import type { Session, SessionEvent } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../../test/climb-fixtures.ts';
import { openStream } from '../../../test/sse-client.ts';
import { SESSION_EVENTS_KEPT } from '../session-change.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let base: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, friend: Member, stranger: Member;
let wallId: string, privateWallId: string;
let climbs: string[];

const ok = async (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object = {}) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as Session;
};
const stream = (who: Member | null, id: string, headers: Record<string, string> = {}) =>
  openStream<SessionEvent>(`${base}/api/sessions/${id}/events`, { ...(who?.auth ?? {}), ...headers });

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, friend, stranger] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  privateWallId = await t.addWall(owner, { base64_image: jpeg, private: true });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  climbs = [];
  for (let i = 0; i < 8; i++)
    climbs.push((await climbCalls(t).create(climbBody(wallId, holdIds, { name: `C${i}` }), owner)).json().id);
});
afterAll(() => t.close());

describe("a session's event stream", () => {
  it('is an unbuffered, uncompressed, uncached text/event-stream that starts with the session as it is', async () => {
    const s = await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] });
    const live = stream(owner, s.id, { 'accept-encoding': 'br, gzip' });
    const res = await live.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    const [first] = await live.until(1);
    expect(first).toMatchObject({ id: 1, data: { id: 1, kind: 'started', session: { id: s.id } } });
    // As the API's answers: instants in ISO 8601.
    expect(first!.data.session.started).toBe(s.started);
    expect(first!.data.session.started).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    const [, joined] = await live.until(2);
    expect(joined!.data.kind).toBe('joined');
    expect(joined!.data.session.members).toHaveLength(2);
    live.close();
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it('after a cut, resumes from Last-Event-ID with only the events it missed, then live ones', async () => {
    const s = await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] });
    const before = stream(owner, s.id);
    await before.until(1);
    await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[1] });
    await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[2] });
    const seen = await before.until(3);
    expect(seen.map((m) => m.id)).toEqual([1, 2, 3]);
    before.close();
    // The signal gone: the group goes on.
    await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[3] });
    await ok(owner, 'POST', `/sessions/${s.id}/next`, { from: climbs[0] });
    await ok(owner, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[1] });
    const after = stream(owner, s.id, { 'last-event-id': '3' });
    const missed = await after.until(3);
    expect(missed.map((m) => [m.id, m.data.kind])).toEqual([
      [4, 'queued'],
      [5, 'next'],
      [6, 'attempt'],
    ]);
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
    const all = await after.until(4);
    expect(all[3]!.data).toMatchObject({ id: 7, kind: 'ended', session: { state: 'ended' } });
    expect(after.messages).toHaveLength(4);
    after.close();
  });

  it('answers a bad id or an unknown parameter with a 400 and a detail, and reads a hostile Last-Event-ID as none', async () => {
    for (const path of ['not-a-uuid/events', `${crypto.randomUUID()}/events?after=1`]) {
      const res = await fetch(`${base}/api/sessions/${path}`, { headers: owner.auth });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toBeTruthy();
    }
    const s = await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] });
    // Negative, not a number, too long, or past the session's newest event (another session's).
    for (const id of ['-1', 'abc', '99999999999', '1e3', '12345']) {
      const live = stream(owner, s.id, { 'last-event-id': id });
      expect((await live.until(1))[0]!.data.kind, id).toBe('started');
      live.close();
    }
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it('keeps the newest 100 events: a phone away for longer resumes from the oldest kept', async () => {
    const s = await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] });
    for (let i = 0; i < 110; i++)
      await ok(owner, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[0] });
    const back = stream(owner, s.id, { 'last-event-id': '2' });
    const got = await back.until(SESSION_EVENTS_KEPT);
    expect([got[0]!.id, got.at(-1)!.id]).toEqual([111 - SESSION_EVENTS_KEPT + 1, 111]);
    expect(got.at(-1)!.data.session.attempts[0]!.attempts).toBe(110);
    back.close();
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it("shows a climber looking in from outside no one's unsent tries, and everything once they join", async () => {
    const s = await ok(owner, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbs[0] });
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    const inside = stream(owner, s.id);
    const outside = stream(stranger, s.id);
    await Promise.all([inside.until(1), outside.until(1)]);
    await ok(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[0] });
    const triesIn = (e: { data: SessionEvent }) => e.data.session.attempts.map((a) => a.user_id);
    expect(triesIn((await inside.until(2))[1]!)).toEqual([friend.user.id]);
    expect(triesIn((await outside.until(2))[1]!)).toEqual([]);
    await ok(stranger, 'POST', `/sessions/${s.id}/members`);
    const [, , joined] = await outside.until(3);
    expect(joined!.data.kind).toBe('joined');
    expect(triesIn(joined!)).toEqual([friend.user.id]);
    inside.close();
    outside.close();
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it('is refused without a token, and hidden from a stranger to a private wall', async () => {
    const s = await ok(owner, 'POST', `/walls/${privateWallId}/sessions`);
    const anonymous = stream(null, s.id);
    expect((await anonymous.response).statusCode).toBe(401);
    const hidden = stream(stranger, s.id);
    expect((await hidden.response).statusCode).toBe(404);
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });
});
