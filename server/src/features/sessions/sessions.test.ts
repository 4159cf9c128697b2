import {
  ALREADY_IN_A_SESSION,
  CLIMB_ALREADY_QUEUED,
  CLIMB_NOT_FOUND,
  CLIMB_NOT_ON_SESSION_WALL,
  JOIN_SESSION_FIRST,
  NOT_SESSION_STARTER,
  CLIMB_NOT_ON_IN_SESSION,
  QUEUE_ORDER_MISMATCH,
  SESSION_ENDED,
  SESSION_NOT_FOUND,
  type Session,
} from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallAdminUsers, wallInvitedUsers } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, friend: Member, third: Member, stranger: Member, invited: Member;
let wallId: string, otherWallId: string, privateWallId: string;
let climbs: string[];
let draftId: string, otherWallClimb: string;

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ok = async (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as Session;
};
const start = (who: Member, wall = wallId, climb_id?: string) =>
  ok(who, 'POST', `/walls/${wall}/sessions`, climb_id ? { climb_id } : {});
const leave = (who: Member, id: string) => call(who, 'DELETE', `/sessions/${id}/members/me`);

beforeAll(async () => {
  t = await buildTestApp();
  const calls = climbCalls(t);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, friend, third, stranger, invited] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  otherWallId = await t.addWall(owner, { base64_image: jpeg });
  privateWallId = await t.addWall(owner, {
    base64_image: jpeg,
    private: true,
    invited_users: [invited.user.id],
  });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  const { holdIds: otherHolds } = await traceHolds(t, owner, otherWallId, 2);
  const made = async (payload: object, by = owner) => (await calls.create(payload, by)).json().id as string;
  climbs = [];
  for (const name of ['One', 'Two', 'Three', 'Four'])
    climbs.push(await made(climbBody(wallId, holdIds, { name })));
  draftId = await made(climbBody(wallId, holdIds, { name: 'Draft', draft: true }), friend);
  otherWallClimb = await made(climbBody(otherWallId, otherHolds));
});
afterAll(() => t.close());

describe('a session', () => {
  it('starts with its starter present, joins in one call, and refuses a second open session', async () => {
    const s = await start(owner, wallId, climbs[0]);
    expect(s).toMatchObject({
      state: 'open',
      starter_id: owner.user.id,
      current_climb_id: climbs[0],
      queue: [],
    });
    expect(s.members.map((m) => [m.user_id, m.present])).toEqual([[owner.user.id, true]]);
    const joined = await ok(friend, 'POST', `/sessions/${s.id}/members`);
    expect(joined.members.filter((m) => m.present)).toHaveLength(2);
    // Joining again changes nothing.
    expect((await ok(friend, 'POST', `/sessions/${s.id}/members`)).last_event_id).toBe(joined.last_event_id);
    const second = await call(friend, 'POST', `/walls/${otherWallId}/sessions`, {});
    expect([second.statusCode, second.json().detail]).toEqual([409, ALREADY_IN_A_SESSION]);
    expect((await ok(friend, 'GET', '/sessions/current'))?.id).toBe(s.id);
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
    expect(await ok(friend, 'GET', '/sessions/current')).toBeNull();
  });

  it('queues, reorders, removes and moves the group with Next, once for two taps', async () => {
    const s = await start(owner);
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    // No current climb: the first climb queued is it.
    expect(
      (await ok(friend, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[0] })).current_climb_id,
    ).toBe(climbs[0]);
    for (const c of climbs.slice(1)) await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: c });
    const dup = await call(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: climbs[2] });
    expect([dup.statusCode, dup.json().detail]).toEqual([409, CLIMB_ALREADY_QUEUED]);
    const reversed = [climbs[3]!, climbs[2]!, climbs[1]!];
    expect((await ok(friend, 'PUT', `/sessions/${s.id}/queue`, { climb_ids: reversed })).queue).toEqual(
      reversed,
    );
    const bad = await call(friend, 'PUT', `/sessions/${s.id}/queue`, { climb_ids: [climbs[3]] });
    expect([bad.statusCode, bad.json().detail]).toEqual([400, QUEUE_ORDER_MISMATCH]);
    expect((await ok(owner, 'DELETE', `/sessions/${s.id}/queue/${climbs[2]}`)).queue).toEqual([
      climbs[3],
      climbs[1],
    ]);
    const [a, b] = await Promise.all([
      ok(owner, 'POST', `/sessions/${s.id}/next`, { from: climbs[0] }),
      ok(friend, 'POST', `/sessions/${s.id}/next`, { from: climbs[0] }),
    ]);
    const after = await ok(owner, 'GET', `/sessions/${s.id}`);
    expect(after.current_climb_id).toBe(climbs[3]);
    expect(after.queue).toEqual([climbs[1]]);
    expect([a.current_climb_id, b.current_climb_id]).toEqual([climbs[3], climbs[3]]);
    // One move, one event.
    expect(a.last_event_id).toBe(b.last_event_id);
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it('refuses bad climbs with the contract’s details: unknown, another wall’s, someone else’s draft', async () => {
    const s = await start(owner);
    const unknown = await call(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: crypto.randomUUID() });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, CLIMB_NOT_FOUND]);
    const other = await call(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: otherWallClimb });
    expect([other.statusCode, other.json().detail]).toEqual([400, CLIMB_NOT_ON_SESSION_WALL]);
    const draft = await call(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: draftId });
    expect([draft.statusCode, draft.json().detail]).toEqual([404, CLIMB_NOT_FOUND]);
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });

  it('is played by its members present, ended by its starter only, and read-only once ended', async () => {
    const s = await start(owner, wallId, climbs[0]);
    const outsider = await call(stranger, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[0] });
    expect([outsider.statusCode, outsider.json().detail]).toEqual([403, JOIN_SESSION_FIRST]);
    await ok(friend, 'POST', `/sessions/${s.id}/members`);
    const notStarter = await call(friend, 'POST', `/sessions/${s.id}/end`);
    expect([notStarter.statusCode, notStarter.json().detail]).toEqual([403, NOT_SESSION_STARTER]);
    const stale = await call(friend, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[1] });
    expect([stale.statusCode, stale.json().detail]).toEqual([409, CLIMB_NOT_ON_IN_SESSION]);
    const otherWall = await call(friend, 'POST', `/sessions/${s.id}/sends`, { climb_id: otherWallClimb });
    expect([otherWall.statusCode, otherWall.json().detail]).toEqual([409, CLIMB_NOT_ON_IN_SESSION]);
    expect((await leave(friend, s.id)).statusCode).toBe(204);
    const ended = await ok(owner, 'POST', `/sessions/${s.id}/end`);
    expect(ended.state).toBe('ended');
    expect(ended.members.every((m) => !m.present)).toBe(true);
    const late = await call(owner, 'POST', `/sessions/${s.id}/attempts`, { climb_id: climbs[0] });
    expect([late.statusCode, late.json().detail]).toEqual([403, SESSION_ENDED]);
    const join = await call(third, 'POST', `/sessions/${s.id}/members`);
    expect([join.statusCode, join.json().detail]).toEqual([404, SESSION_NOT_FOUND]);
    // Those who were in it still read it.
    expect((await call(friend, 'GET', `/sessions/${s.id}/summary`)).statusCode).toBe(200);
  });

  it('loses a removed climb from its queue and current place, and goes with its wall', async () => {
    const jpeg = (await phoneJpeg(320, 240)).toString('base64');
    const wall = await t.addWall(owner, { base64_image: jpeg });
    const { holdIds } = await traceHolds(t, owner, wall, 2);
    const made = async () =>
      (await climbCalls(t).create(climbBody(wall, holdIds), owner)).json().id as string;
    const [first, second, third] = [await made(), await made(), await made()];
    const s = await start(owner, wall, first);
    await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: second });
    await ok(owner, 'POST', `/sessions/${s.id}/queue`, { climb_id: third });
    await ok(owner, 'POST', `/sessions/${s.id}/attempts`, { climb_id: first });
    for (const c of [first, second]) expect((await climbCalls(t).remove(c, owner)).statusCode).toBe(204);
    const after = await ok(owner, 'GET', `/sessions/${s.id}`);
    expect([after.current_climb_id, after.queue, after.attempts]).toEqual([null, [third], []]);
    // The queue's counter followed: one more climb fits where two were.
    await ok(owner, 'POST', `/sessions/${s.id}/next`, { from: null });
    expect((await ok(owner, 'GET', `/sessions/${s.id}`)).current_climb_id).toBe(third);
    expect((await call(owner, 'DELETE', `/walls/${wall}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/sessions/${s.id}`)).statusCode).toBe(404);
    expect(await ok(owner, 'GET', '/sessions/current')).toBeNull();
  });

  it('on a private wall is for the wall’s members only; one taken off the wall leaves it', async () => {
    const s = await start(owner, privateWallId);
    for (const who of [stranger, null]) {
      const read = await call(who, 'GET', `/sessions/${s.id}`);
      const join = await call(who, 'POST', `/sessions/${s.id}/members`);
      expect([read.statusCode, join.statusCode]).toEqual(who ? [404, 404] : [401, 401]);
    }
    await ok(invited, 'POST', `/sessions/${s.id}/members`);
    // Moved between the wall's member lists in one edit: still a member all along, still in the session.
    await t.ctx.db.transaction(async (tx) => {
      await tx.delete(wallInvitedUsers).where(eq(wallInvitedUsers.userId, invited.user.id));
      await tx.insert(wallAdminUsers).values({ wallId: privateWallId, userId: invited.user.id });
    });
    expect(
      (await ok(owner, 'GET', `/sessions/${s.id}`)).members.find((m) => m.user_id === invited.user.id)
        ?.present,
    ).toBe(true);
    await t.ctx.db.transaction(async (tx) => {
      await tx.delete(wallAdminUsers).where(eq(wallAdminUsers.userId, invited.user.id));
      await tx.insert(wallInvitedUsers).values({ wallId: privateWallId, userId: invited.user.id });
    });
    // Taken off the wall's members (as the wall's edit does it).
    await t.ctx.db.delete(wallInvitedUsers).where(eq(wallInvitedUsers.userId, invited.user.id));
    const after = await ok(owner, 'GET', `/sessions/${s.id}`);
    expect(after.members.find((m) => m.user_id === invited.user.id)?.present).toBe(false);
    expect((await call(invited, 'GET', `/sessions/${s.id}`)).statusCode).toBe(404);
    expect(await ok(invited, 'GET', '/sessions/current')).toBeNull();
    await ok(owner, 'POST', `/sessions/${s.id}/end`);
  });
});
