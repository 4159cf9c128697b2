import {
  ALREADY_SENT_IN_SESSION,
  CLIMB_NOT_ON_IN_SESSION,
  IDEMPOTENT_REPLAYED_HEADER,
  NO_CLIMB_MATCHES,
  SESSION_ENDED,
  SESSION_FULL,
  SESSION_QUEUE_FULL,
  type Ascent,
  type Session,
} from '@spraybook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents } from '../../db/schema/ascents.ts';
import {
  climbingSessionAttempts,
  climbingSessionMembers,
  climbingSessions,
} from '../../db/schema/sessions.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, friend: Member, third: Member;
let wallId: string;
let climbs: string[];
let holdIds: string[];

const call = (
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.auth, ...headers },
    ...(payload ? { payload } : {}),
  });
const ok = async <T = Session>(
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await call(who, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
};
const startOn = async (who: Member, climbId: string, ...others: Member[]) => {
  const s = await ok(who, 'POST', `/walls/${wallId}/sessions`, { climb_id: climbId });
  for (const o of others) await ok(o, 'POST', `/sessions/${s.id}/members`);
  return s.id;
};
const attempt = (who: Member, id: string, climbId: string) =>
  ok(who, 'POST', `/sessions/${id}/attempts`, { climb_id: climbId });
const sent = (who: Member, id: string, climbId: string) =>
  ok<{ session: Session; ascent: Ascent }>(who, 'POST', `/sessions/${id}/sends`, { climb_id: climbId });
const end = (id: string) => ok(owner, 'POST', `/sessions/${id}/end`);
const figures = (who: Member, climbId: string) => ok<object>(who, 'GET', `/climbs/${climbId}/attempts/mine`);
const today = () => new Date().toISOString().slice(0, 10);

/** Writes to a session row as if time had passed: past the trigger that stamps each change's activity. */
const rewrite = (id: string, values: Partial<typeof climbingSessions.$inferInsert>) =>
  t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(climbingSessions).set(values).where(eq(climbingSessions.id, id));
  });

beforeAll(async () => {
  t = await buildTestApp();
  const calls = climbCalls(t);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, friend, third] = await Promise.all([t.signUp('Owner'), t.signUp('Friend'), t.signUp('Third')]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  ({ holdIds } = await traceHolds(t, owner, wallId, 3));
  climbs = [];
  for (const name of ['One', 'Two', 'Three', 'Four'])
    climbs.push((await calls.create(climbBody(wallId, holdIds, { name }), owner)).json().id);
});
afterAll(() => t.close());

describe("'+1' and 'Sent'", () => {
  it('ticks a flash on the first try of the first session, a redpoint with the tries summed otherwise', async () => {
    const [c] = climbs as [string];
    const id = await startOn(owner, c, friend);
    const flash = await sent(owner, id, c);
    expect(flash.ascent).toMatchObject({
      climb_id: c,
      ascent_type: 'flash',
      attempts: 1,
      ascent_date: today(),
    });
    for (let i = 0; i < 3; i++) await attempt(friend, id, c);
    const redpoint = await sent(friend, id, c);
    expect(redpoint.ascent).toMatchObject({ ascent_type: 'redpoint', attempts: 4, user_id: friend.user.id });
    expect(redpoint.session.attempts).toEqual([
      { user_id: owner.user.id, climb_id: c, attempts: 1, sent: true },
      { user_id: friend.user.id, climb_id: c, attempts: 4, sent: true },
    ]);
    const again = await call(friend, 'POST', `/sessions/${id}/sends`, { climb_id: c });
    expect([again.statusCode, again.json().detail]).toEqual([409, ALREADY_SENT_IN_SESSION]);
    await end(id);
    // Another session: a send after one try is a redpoint of 2, the tries since the last send.
    const next = await startOn(owner, c);
    await attempt(owner, next, c);
    expect((await sent(owner, next, c)).ascent).toMatchObject({ ascent_type: 'redpoint', attempts: 2 });
    await end(next);
  });

  it("answers a resent 'Sent' with its first answer under the same Idempotency-Key, and ticks once", async () => {
    const c = climbs[1]!;
    const id = await startOn(owner, c, third);
    const key = { 'idempotency-key': `send-${crypto.randomUUID()}` };
    const first = await call(third, 'POST', `/sessions/${id}/sends`, { climb_id: c }, key);
    const second = await call(third, 'POST', `/sessions/${id}/sends`, { climb_id: c }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(second.json().ascent.id).toBe(first.json().ascent.id);
    const ticks = await t.ctx.db.select().from(ascents).where(eq(ascents.userId, third.user.id));
    expect(ticks.filter((x) => x.climbId === c)).toHaveLength(1);
    await end(id);
  });

  it('keeps tries without a send, and shows each climber their own figures only', async () => {
    const c = climbs[2]!;
    const id = await startOn(owner, c, third);
    for (let i = 0; i < 2; i++) await attempt(third, id, c);
    await end(id);
    expect(await figures(third, c)).toEqual({ climb_id: c, sessions: 1, attempts: 2, sent_on: null });
    expect(await figures(friend, c)).toEqual({ climb_id: c, sessions: 0, attempts: 0, sent_on: null });
    // The climber's own export holds them.
    const exported = await ok<{ session_attempts: object[] }>(third, 'GET', `/users/${third.user.id}/export`);
    expect(exported.session_attempts.filter((a) => (a as { climb_id: string }).climb_id === c)).toEqual([
      expect.objectContaining({ session_id: id, climb_id: c, climb_name: 'Three', sent: false }),
      expect.objectContaining({ session_id: id, climb_id: c, climb_name: 'Three', sent: false }),
    ]);
    expect(await figures(owner, climbs[0]!)).toEqual({
      climb_id: climbs[0],
      sessions: 2,
      attempts: 3,
      sent_on: today(),
    });
  });

  it("adds a random climb with the list's filters, none ticked by anyone present", async () => {
    const id = await startOn(owner, climbs[3]!, friend, third);
    // Ticked by someone present: One (owner, friend), Two (third); Three has tries only; Four is current.
    const picked = await ok(friend, 'POST', `/sessions/${id}/queue/random?not_ticked_by_present=true`);
    expect(picked.queue).toEqual([climbs[2]]);
    const none = await call(friend, 'POST', `/sessions/${id}/queue/random?not_ticked_by_present=true`);
    expect([none.statusCode, none.json().detail]).toEqual([404, NO_CLIMB_MATCHES]);
    // At an angle the filters read each climb's figures there, else at its set angle (its ticks there).
    const benchmark = await call(friend, 'POST', `/sessions/${id}/queue/random?angle=45&benchmark=true`);
    expect([benchmark.statusCode, benchmark.json().detail]).toEqual([404, NO_CLIMB_MATCHES]);
    const ticked = await call(friend, 'POST', `/sessions/${id}/queue/random?angle=45&ascents_minimum=1`);
    expect(ticked.statusCode, ticked.body).toBe(200);
    const bad = await call(friend, 'POST', `/sessions/${id}/queue/random?grade_from=30&grade_to=3`);
    expect(bad.statusCode).toBe(400);
    await end(id);
  });
});

describe('limits and time', () => {
  it('refuses a member past 30 and a climb past 200, and the database holds both', async () => {
    const id = await startOn(owner, climbs[0]!);
    await rewrite(id, { memberCount: 30, queueCount: 200 });
    const full = await call(friend, 'POST', `/sessions/${id}/members`);
    expect([full.statusCode, full.json().detail]).toEqual([409, SESSION_FULL]);
    const queue = await call(owner, 'POST', `/sessions/${id}/queue`, { climb_id: climbs[1] });
    expect([queue.statusCode, queue.json().detail]).toEqual([409, SESSION_QUEUE_FULL]);
    await expect(
      t.ctx.db.insert(climbingSessionMembers).values({ sessionId: id, userId: friend.user.id }),
    ).rejects.toThrow();
    await rewrite(id, { memberCount: 1, queueCount: 0 });
    await end(id);
  });

  it('ends a session idle for 6 hours, at its last activity plus 6 hours, and lets its members go', async () => {
    const id = await startOn(owner, climbs[0]!, friend);
    const idleSince = new Date(Date.now() - 7 * 3600_000).toISOString();
    await rewrite(id, { lastActivity: idleSince });
    const s = await ok(friend, 'GET', `/sessions/${id}`);
    expect(s.state).toBe('ended');
    expect(Date.parse(s.ended!) - Date.parse(idleSince)).toBe(6 * 3600_000);
    expect(s.members.every((m) => !m.present)).toBe(true);
    // Free for another one at once.
    const next = await startOn(friend, climbs[1]!);
    await ok(friend, 'POST', `/sessions/${next}/end`);
  });

  it("deleting an account takes the climber's tries and places in sessions with it", async () => {
    const gone = await t.signUp();
    const id = await startOn(owner, climbs[0]!, gone);
    await attempt(gone, id, climbs[0]!);
    expect((await call(gone, 'DELETE', `/users/${gone.user.id}`)).statusCode).toBe(204);
    const rows = await t.ctx.db
      .select()
      .from(climbingSessionAttempts)
      .where(eq(climbingSessionAttempts.userId, gone.user.id));
    expect(rows).toEqual([]);
    expect((await ok(owner, 'GET', `/sessions/${id}`)).members.map((m) => m.user_id)).toEqual([
      owner.user.id,
    ]);
    await end(id);
  });
});

// Last: its climbs would change what the random climb above draws from.
describe('tries made offline', () => {
  it("counts a '+1' and a 'Sent' made offline on a climb the group left since, never on a climb not yet on", async () => {
    const made = async (name: string) =>
      (await climbCalls(t).create(climbBody(wallId, holdIds, { name }), owner)).json().id as string;
    const [left, now, waiting] = [await made('Left'), await made('Now'), await made('Waiting')];
    const id = await startOn(owner, left, friend, third);
    for (const c of [now, waiting]) await ok(owner, 'POST', `/sessions/${id}/queue`, { climb_id: c });
    await ok(owner, 'POST', `/sessions/${id}/next`, { from: left });
    // The friend's phone had no signal: its taps on the climb before Next arrive now, and count there.
    await attempt(friend, id, left);
    await attempt(friend, id, left);
    const key = { 'idempotency-key': `send-${crypto.randomUUID()}` };
    const first = await call(friend, 'POST', `/sessions/${id}/sends`, { climb_id: left }, key);
    const replay = await call(friend, 'POST', `/sessions/${id}/sends`, { climb_id: left }, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(first.json().ascent).toMatchObject({ climb_id: left, ascent_type: 'redpoint', attempts: 3 });
    expect(replay.json().ascent.id).toBe(first.json().ascent.id);
    // A first try sent offline is a flash, whatever the group is on now.
    expect((await sent(third, id, left)).ascent).toMatchObject({ ascent_type: 'flash', attempts: 1 });
    const again = await call(friend, 'POST', `/sessions/${id}/sends`, { climb_id: left });
    expect([again.statusCode, again.json().detail]).toEqual([409, ALREADY_SENT_IN_SESSION]);
    const after = await ok(owner, 'GET', `/sessions/${id}`);
    expect(after.current_climb_id).toBe(now);
    expect(after.attempts.filter((a) => a.climb_id === left)).toEqual([
      { user_id: friend.user.id, climb_id: left, attempts: 3, sent: true },
      { user_id: third.user.id, climb_id: left, attempts: 1, sent: true },
    ]);
    // A climb still waiting in the queue has not been on: nobody tried it with the group yet.
    for (const path of ['attempts', 'sends']) {
      const early = await call(friend, 'POST', `/sessions/${id}/${path}`, { climb_id: waiting });
      expect([early.statusCode, early.json().detail]).toEqual([409, CLIMB_NOT_ON_IN_SESSION]);
    }
    await attempt(friend, id, now);
    await end(id);
    const late = await call(friend, 'POST', `/sessions/${id}/attempts`, { climb_id: left });
    expect([late.statusCode, late.json().detail]).toEqual([403, SESSION_ENDED]);
  });
});
