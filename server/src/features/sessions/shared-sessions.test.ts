import {
  NOT_SESSION_STARTER_SHARE,
  SESSION_ALREADY_SHARED,
  SESSION_NOT_ENDED,
  SESSION_NOT_FOUND,
  SESSION_NOTHING_TO_SHARE,
  type Session,
  type SessionSummary,
  type SharedSessionItem,
  type WallFeedItem,
} from '@spraybook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbingSessions } from '../../db/schema/sessions.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Sharing a session's summary to its wall's feed (issue 45, docs/decisions/0223-shared-session-summary.md).
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let starter: Member, friend: Member, reader: Member, invited: Member;
let wallId: string, privateWallId: string;
let easy: string, hard: string, privateClimb: string;

const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ok = async <T = Session>(who: Member, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
};
const refusal = async (who: Member | null, url: string) => {
  const res = await call(who, 'POST', url);
  return [res.statusCode, res.json().detail];
};
const feedOf = async (who: Member | null, wall = wallId) => {
  const res = await call(who, 'GET', `/walls/${wall}/feed?limit=50`);
  return res.statusCode === 200 ? (res.json() as WallFeedItem[]) : res.statusCode;
};
const sessionsIn = (feed: WallFeedItem[] | number) => {
  if (typeof feed === 'number') throw new Error(`the feed answered ${feed}`);
  return feed.filter((i): i is SharedSessionItem => i.type === 'session');
};

/** A session on `wall` by the starter with the friend in it: the friend sends `sent` after a try, the starter tries. */
async function climbedSession(wall = wallId, climbs = [easy, hard], sent = hard) {
  const s = await ok(starter, 'POST', `/walls/${wall}/sessions`, { climb_id: climbs[0] });
  await ok(friend, 'POST', `/sessions/${s.id}/members`);
  await ok(starter, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[0] });
  if (climbs[1]) {
    await ok(starter, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[1] });
    await ok(starter, 'POST', `/sessions/${s.id}/next`, { from: climbs[0] });
  }
  await ok(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: sent });
  await ok(friend, 'POST', `/sessions/${s.id}/sends`, { climb_id: sent });
  return s.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const calls = climbCalls(t);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [starter, friend, reader, invited] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(starter, { base64_image: jpeg });
  privateWallId = await t.addWall(starter, {
    base64_image: jpeg,
    private: true,
    invited_users: [friend.user.id, invited.user.id],
  });
  const { holdIds } = await traceHolds(t, starter, wallId, 3);
  const made = async (wall: string, holds: string[], grade: number) =>
    (await calls.create(climbBody(wall, holds, { grade }), starter)).json().id as string;
  easy = await made(wallId, holdIds, 10);
  hard = await made(wallId, holdIds, 16);
  const { holdIds: privateHolds } = await traceHolds(t, starter, privateWallId, 3);
  privateClimb = await made(privateWallId, privateHolds, 12);
});
afterAll(() => t.close());

describe("sharing a session's summary to the wall feed", () => {
  it("puts it on the wall's feed for every signed-in reader of the wall, who may then read its summary", async () => {
    const id = await climbedSession();
    expect(await refusal(starter, `/sessions/${id}/share`)).toEqual([403, SESSION_NOT_ENDED]);
    await ok(starter, 'POST', `/sessions/${id}/end`);
    // Before it is shared, an ended session is for those who were in it.
    expect((await call(reader, 'GET', `/sessions/${id}/summary`)).statusCode).toBe(404);
    expect(sessionsIn(await feedOf(reader))).toEqual([]);
    const before = await ok<SessionSummary>(starter, 'GET', `/sessions/${id}/summary`);
    expect([before.shared, before.can_share]).toEqual([null, true]);
    expect((await ok<SessionSummary>(friend, 'GET', `/sessions/${id}/summary`)).can_share).toBe(false);

    const shared = await ok<SessionSummary>(starter, 'POST', `/sessions/${id}/share`);
    expect(shared.shared).toEqual(expect.any(String));
    expect(shared.can_share).toBe(false);
    const summary = await ok<SessionSummary>(reader, 'GET', `/sessions/${id}/summary`);
    expect(summary.climbs.map((c) => c.climb_id)).toEqual([easy, hard]);
    const topSent = Math.max(...summary.climbs.filter((c) => c.sends > 0).map((c) => c.grade!));
    const [item] = sessionsIn(await feedOf(reader));
    expect(item).toEqual({
      type: 'session',
      id,
      created: expect.any(String),
      user_id: starter.user.id,
      climber_ids: [starter.user.id, friend.user.id],
      climbs: 2,
      attempts: 3,
      sends: 1,
      top_grade: topSent,
    });
    expect(new Date(item!.created).getTime()).toBe(new Date(shared.shared!).getTime());
    // Sessions tell visitors nothing: not on their feed, nor their summary.
    expect(sessionsIn(await feedOf(null))).toEqual([]);
    expect((await call(null, 'GET', `/sessions/${id}/summary`)).statusCode).toBe(401);
  });

  it('is for its starter only, once, after it ended and when someone tried a climb', async () => {
    const id = await climbedSession();
    await ok(starter, 'POST', `/sessions/${id}/end`);
    expect(await refusal(friend, `/sessions/${id}/share`)).toEqual([403, NOT_SESSION_STARTER_SHARE]);
    expect(await refusal(reader, `/sessions/${id}/share`)).toEqual([404, SESSION_NOT_FOUND]);
    expect((await call(null, 'POST', `/sessions/${id}/share`)).statusCode).toBe(401);
    await ok(starter, 'POST', `/sessions/${id}/share`);
    expect(await refusal(starter, `/sessions/${id}/share`)).toEqual([403, SESSION_ALREADY_SHARED]);

    const empty = await ok(starter, 'POST', `/walls/${wallId}/sessions`, {});
    await ok(starter, 'POST', `/sessions/${empty.id}/end`);
    expect((await ok<SessionSummary>(starter, 'GET', `/sessions/${empty.id}/summary`)).can_share).toBe(false);
    expect(await refusal(starter, `/sessions/${empty.id}/share`)).toEqual([409, SESSION_NOTHING_TO_SHARE]);
    expect(await refusal(starter, `/sessions/00000000-0000-4000-8000-000000000000/share`)).toEqual([
      404,
      SESSION_NOT_FOUND,
    ]);
  });

  it('shares a session ended by 6 idle hours, writing it ended first', async () => {
    const id = await climbedSession();
    // Past the trigger that stamps every change to an open session.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(climbingSessions)
        .set({ lastActivity: sql`now() - interval '7 hours'` })
        .where(eq(climbingSessions.id, id));
    });
    const shared = await ok<SessionSummary>(starter, 'POST', `/sessions/${id}/share`);
    expect(shared.session.state).toBe('ended');
    expect(shared.shared).not.toBeNull();
  });

  it("shows a reader outside the session the starter's tries and public sends, never a private send or another climber's unsent tries", async () => {
    const s = await ok(starter, 'POST', `/walls/${wallId}/sessions`, { climb_id: easy });
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    await ok(starter, 'POST', `/sessions/${s.id}/queue`, { climb_id: hard });
    await ok(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: easy });
    await ok(friend, 'POST', `/sessions/${s.id}/sends`, { climb_id: easy, public: false });
    await ok(starter, 'POST', `/sessions/${s.id}/next`, { from: easy });
    await ok(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: hard });
    await ok(starter, 'POST', `/sessions/${s.id}/attempts`, { climb_id: hard });
    // While it is open a climber looking in sees none of it: nobody sent publicly, nothing is shared.
    expect((await ok(reader, 'GET', `/sessions/${s.id}`)).attempts).toEqual([]);
    await ok(starter, 'POST', `/sessions/${s.id}/end`);
    await ok(starter, 'POST', `/sessions/${s.id}/share`);

    const triesOf = (summary: SessionSummary) =>
      summary.climbs.flatMap((c) => c.climbers.map((m) => [c.climb_id, m.user_id, m.attempts, m.sent]));
    // Those who were in it see everything, as they did at the wall.
    expect(triesOf(await ok<SessionSummary>(friend, 'GET', `/sessions/${s.id}/summary`))).toEqual([
      [easy, friend.user.id, 2, true],
      [hard, friend.user.id, 1, false],
      [hard, starter.user.id, 1, false],
    ]);
    // A reader of the wall sees the starter's own tries (shared by them), not the friend's private send or tries.
    const seen = await ok<SessionSummary>(reader, 'GET', `/sessions/${s.id}/summary`);
    expect(triesOf(seen)).toEqual([[hard, starter.user.id, 1, false]]);
    expect(seen.session.attempts.map((a) => a.user_id)).toEqual([starter.user.id]);
    const item = sessionsIn(await feedOf(reader)).find((i) => i.id === s.id)!;
    expect([item.climber_ids, item.climbs, item.attempts, item.sends, item.top_grade]).toEqual([
      [starter.user.id],
      1,
      1,
      0,
      null,
    ]);
  });

  it("leaves out of a reader's feed a shared session whose every try that reader may not see", async () => {
    const s = await ok(starter, 'POST', `/walls/${wallId}/sessions`, { climb_id: easy });
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    await ok(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: easy });
    await ok(friend, 'POST', `/sessions/${s.id}/sends`, { climb_id: easy, public: false });
    await ok(starter, 'POST', `/sessions/${s.id}/end`);
    await ok(starter, 'POST', `/sessions/${s.id}/share`);
    // The friend's send is private and the starter tried nothing: the reader would see an empty card.
    expect(sessionsIn(await feedOf(reader)).map((i) => i.id)).not.toContain(s.id);
    // Those who were in it still see it, with the friend's tries (the send is a try too).
    const item = sessionsIn(await feedOf(friend)).find((i) => i.id === s.id)!;
    expect([item.attempts, item.sends]).toEqual([2, 1]);
  });

  it("on a private wall, shows only to the wall's members", async () => {
    const id = await climbedSession(privateWallId, [privateClimb], privateClimb);
    await ok(starter, 'POST', `/sessions/${id}/end`);
    await ok(starter, 'POST', `/sessions/${id}/share`);
    expect(sessionsIn(await feedOf(invited, privateWallId)).map((i) => i.id)).toEqual([id]);
    expect((await call(invited, 'GET', `/sessions/${id}/summary`)).statusCode).toBe(200);
    expect(await feedOf(reader, privateWallId)).toBe(404);
    expect((await call(reader, 'GET', `/sessions/${id}/summary`)).statusCode).toBe(404);
  });
});
