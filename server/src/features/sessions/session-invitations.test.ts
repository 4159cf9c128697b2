import {
  INVITE_JOIN_FIRST,
  INVITE_NOBODY,
  INVITE_TOO_MANY,
  INVITEE_CANNOT_READ,
  INVITEE_UNKNOWN,
  SESSION_ENDED,
  SESSION_INVITES_MAX,
  SESSION_NOT_FOUND,
  type Notification,
  type Session,
  type SessionInvitations,
} from '@spraybook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { climbingSessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { wallInvitedUsers, walls } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { makeDevice, startPushService } from '../../test/push-service-stand-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { drainPushOutbox } from '../notifications/push-drain.ts';

// Inviting climbers to a session, and the invitation as a notification (issue 46, docs/decisions/0226).
let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ok = async <T = Session>(
  who: Member,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const res = await call(who, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.statusCode === 204 ? null : res.json()) as T;
};
const people = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => t.signUp(`Climber ${i}`)));
const invite = (by: Member, session: string, ...who: Member[]) =>
  call(by, 'POST', `/sessions/${session}/invitations`, { user_ids: who.map((m) => m.user.id) });
const refusal = async (res: Awaited<ReturnType<typeof call>>) => [res.statusCode, res.json().detail];
const lines = async (who: Member) =>
  (await ok<{ items: Notification[] }>(who, 'GET', '/notifications?limit=100')).items;
const unread = async (who: Member) =>
  (await ok<{ unread: number }>(who, 'GET', '/notifications/unread')).unread;
const wall = (by: Member, payload: Record<string, unknown> = {}) =>
  t.addWall(by, { base64_image: jpeg, name: 'Demo Board', ...payload });
/** Takes a climber off a private wall's members, or lets them back in. */
const offWall = (wallId: string, who: Member) =>
  t.ctx.db
    .delete(wallInvitedUsers)
    .where(and(eq(wallInvitedUsers.wallId, wallId), eq(wallInvitedUsers.userId, who.user.id)));
const backOnWall = (wallId: string, who: Member) =>
  t.ctx.db.insert(wallInvitedUsers).values({ wallId, userId: who.user.id });
const start = async (by: Member, wallId: string) =>
  (await ok(by, 'POST', `/walls/${wallId}/sessions`, {})).id;

beforeAll(async () => {
  service = await startPushService(() => 201);
  t = await buildTestApp({ PUSH_ENDPOINTS_ANY_HOST: 'true' });
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
}, 60_000);
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('inviting climbers to a session', () => {
  it("tells the invitee 'Ana invited you to climb together on Demo Board', leading to the session; never the inviter", async () => {
    const [ana, bea, cid] = await people(3);
    const wallId = await wall(ana!);
    const id = await start(ana!, wallId);
    const answer = await ok<SessionInvitations>(ana!, 'POST', `/sessions/${id}/invitations`, {
      user_ids: [bea!.user.id, cid!.user.id],
    });
    expect(answer.invitations.map((i) => i.user_id).sort()).toEqual([bea!.user.id, cid!.user.id].sort());
    expect(answer.invitations[0]).toMatchObject({
      invited_by: ana!.user.id,
      display_name: expect.any(String),
    });
    expect(await ok<SessionInvitations>(ana!, 'GET', `/sessions/${id}/invitations`)).toEqual(answer);
    const [line, ...rest] = await lines(bea!);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      kind: 'session_invite',
      count: 1,
      read: false,
      wall_id: wallId,
      wall_name: 'Demo Board',
      climb_id: null,
      session_id: id,
      actors: [{ id: ana!.user.id, display_name: 'Climber 0' }],
    });
    expect(await unread(bea!)).toBe(1);
    expect(await lines(ana!)).toEqual([]);
  });

  it('inviting one invited already, a member present or oneself changes nothing: nobody is told twice', async () => {
    const [ana, bea, cid] = await people(3);
    const id = await start(ana!, await wall(ana!));
    await ok(cid!, 'POST', `/sessions/${id}/members`);
    expect((await invite(ana!, id, bea!)).statusCode).toBe(200);
    // Again, by another member, with the member present and the inviter themself in the list.
    const again = await invite(cid!, id, bea!, cid!, ana!, bea!);
    expect(again.statusCode).toBe(200);
    expect((again.json() as SessionInvitations).invitations).toMatchObject([
      { user_id: bea!.user.id, invited_by: ana!.user.id },
    ]);
    expect((await lines(bea!)).map((l) => [l.kind, l.count, l.actors[0]?.id])).toEqual([
      ['session_invite', 1, ana!.user.id],
    ]);
    expect(await lines(cid!)).toEqual([]);
  });

  it('refuses each wrong call with its detail', async () => {
    const [ana, bea, cid, outsider] = await people(4);
    const wallId = await wall(ana!);
    const id = await start(ana!, wallId);
    // Not in it: join first. A visitor: sign in.
    expect(await refusal(await invite(bea!, id, cid!))).toEqual([403, INVITE_JOIN_FIRST]);
    expect((await invite(null as unknown as Member, id, cid!)).statusCode).toBe(401);
    // Nobody, or too many at once.
    expect(await refusal(await invite(ana!, id))).toEqual([400, INVITE_NOBODY]);
    const many = Array.from({ length: SESSION_INVITES_MAX + 1 }, () => crypto.randomUUID());
    expect(
      await refusal(await call(ana!, 'POST', `/sessions/${id}/invitations`, { user_ids: many })),
    ).toEqual([400, INVITE_TOO_MANY]);
    // An account that does not exist, or was deleted: nobody is invited, not even the others in the list.
    const unknown = await call(ana!, 'POST', `/sessions/${id}/invitations`, {
      user_ids: [bea!.user.id, crypto.randomUUID()],
    });
    expect(await refusal(unknown)).toEqual([400, INVITEE_UNKNOWN]);
    await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.id, outsider!.user.id));
    expect(await refusal(await invite(ana!, id, outsider!))).toEqual([400, INVITEE_UNKNOWN]);
    expect(await lines(bea!)).toEqual([]);
    // A private wall's session: a climber who is not its member may not read it, so is not invited.
    const privateWall = await wall(cid!, { private: true, invited_users: [bea!.user.id] });
    const secret = await start(cid!, privateWall);
    expect(await refusal(await invite(cid!, secret, ana!))).toEqual([403, INVITEE_CANNOT_READ]);
    expect(await lines(ana!)).toEqual([]);
    expect((await invite(cid!, secret, bea!)).statusCode).toBe(200);
    // …nor may the outsider ask about it: it does not exist for them.
    expect(await refusal(await invite(ana!, secret, bea!))).toEqual([404, SESSION_NOT_FOUND]);
    // An ended session.
    await ok(ana!, 'POST', `/sessions/${id}/end`);
    expect(await refusal(await invite(ana!, id, bea!))).toEqual([403, SESSION_ENDED]);
  });

  it('joining answers the invitation: read, and the join is one call from its link', async () => {
    const [ana, bea] = await people(2);
    const id = await start(ana!, await wall(ana!));
    await invite(ana!, id, bea!);
    expect(await unread(bea!)).toBe(1);
    const [line] = await lines(bea!);
    expect(line!.session_id).toBe(id);
    await ok(bea!, 'POST', `/sessions/${id}/members`);
    expect(await unread(bea!)).toBe(0);
    expect((await lines(bea!))[0]).toMatchObject({ session_id: id, read: true });
    expect((await ok<SessionInvitations>(ana!, 'GET', `/sessions/${id}/invitations`)).invitations).toEqual(
      [],
    );
  });
});

describe('an invitation shows only while its reader may read the session', () => {
  it('a member taken off the private wall loses it, and finds it again when let back in', async () => {
    const [ana, bea] = await people(2);
    const wallId = await wall(ana!, { private: true, invited_users: [bea!.user.id] });
    const id = await start(ana!, wallId);
    await invite(ana!, id, bea!);
    expect(await unread(bea!)).toBe(1);
    await offWall(wallId, bea!);
    expect([await lines(bea!), await unread(bea!)]).toEqual([[], 0]);
    await backOnWall(wallId, bea!);
    expect((await lines(bea!)).map((l) => l.session_id)).toEqual([id]);
  });

  it('a wall made private hides it from a climber who is not its member', async () => {
    const [ana, bea] = await people(2);
    const wallId = await wall(ana!);
    const id = await start(ana!, wallId);
    await invite(ana!, id, bea!);
    await t.ctx.db.update(walls).set({ private: true }).where(eq(walls.id, wallId));
    expect([await lines(bea!), await unread(bea!)]).toEqual([[], 0]);
    expect((await call(bea!, 'GET', `/sessions/${id}`)).statusCode).toBe(404);
  });

  it('once the session ended, an invitation never taken leads nowhere, so it goes; shared, it leads to the summary', async () => {
    const [ana, bea, cid] = await people(3);
    const id = await start(ana!, await wall(ana!));
    await invite(ana!, id, bea!, cid!);
    await ok(cid!, 'POST', `/sessions/${id}/members`);
    await ok(ana!, 'POST', `/sessions/${id}/end`);
    // Bea never joined: the session's summary is not hers to read, so neither is the line.
    expect([await lines(bea!), await unread(bea!)]).toEqual([[], 0]);
    expect((await call(bea!, 'GET', `/sessions/${id}`)).statusCode).toBe(404);
    // Cid joined: his line stays, read, and leads to the summary he may read.
    expect((await lines(cid!)).map((l) => [l.session_id, l.read])).toEqual([[id, true]]);
    expect((await call(cid!, 'GET', `/sessions/${id}/summary`)).statusCode).toBe(200);
    // Shared to the wall's feed, every reader of the wall reads its summary: Bea's line comes back.
    await t.ctx.db
      .update(climbingSessions)
      .set({ sharedAt: sql`now()` })
      .where(eq(climbingSessions.id, id));
    expect((await lines(bea!)).map((l) => l.session_id)).toEqual([id]);
  });

  it('an idle session (6 hours) has ended for its invitation too, before anything wrote so', async () => {
    const [ana, bea] = await people(2);
    const id = await start(ana!, await wall(ana!));
    await invite(ana!, id, bea!);
    // Past the trigger that stamps every change to an open session.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(climbingSessions)
        .set({ lastActivity: sql`now() - interval '7 hours'` })
        .where(eq(climbingSessions.id, id));
    });
    expect(await lines(bea!)).toEqual([]);
  });

  it('deleting the session (its wall) takes the invitation along', async () => {
    const [ana, bea] = await people(2);
    const wallId = await wall(ana!);
    const id = await start(ana!, wallId);
    await invite(ana!, id, bea!);
    await t.ctx.db.delete(climbingSessions).where(eq(climbingSessions.id, id));
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.recipientId, bea!.user.id)),
    ).toEqual([]);
  });
});

describe('an invitation on the lock screen', () => {
  let devices = 0;
  const subscribe = async (by: Member) => {
    const path = `/push/invite-${++devices}`;
    const device = makeDevice(service.url(path));
    await ok(by, 'PUT', '/push/subscriptions', device.body);
    const received = () => service.received.filter((r) => r.path === path);
    return {
      received,
      opened: () => received().map((r) => JSON.parse(device.decrypt(r.body)) as Record<string, string>),
    };
  };

  it('is pushed by default, in the line’s words, opening the session', async () => {
    const [ana, bea] = await people(2);
    const phone = await subscribe(bea!);
    const id = await start(ana!, await wall(ana!));
    await invite(ana!, id, bea!);
    await drainPushOutbox(t.ctx);
    expect(phone.opened()).toEqual([
      {
        title: 'Spraybook',
        body: 'Climber 0 invited you to climb together on Demo Board',
        url: `/sessions/${id}`,
        tag: 'session_invite',
      },
    ]);
  });

  it('is not pushed once joined, when set to In the app, or when the reader may no longer read the session', async () => {
    const [ana, bea, cid, dan] = await people(4);
    const phones = await Promise.all([bea!, cid!, dan!].map(subscribe));
    const wallId = await wall(ana!, {
      private: true,
      invited_users: [bea!.user.id, cid!.user.id, dan!.user.id],
    });
    await ok(cid!, 'PUT', '/notifications/settings', { session_invite: 'app' });
    const id = await start(ana!, wallId);
    await invite(ana!, id, bea!, cid!, dan!);
    await ok(bea!, 'POST', `/sessions/${id}/members`);
    await offWall(wallId, dan!);
    await drainPushOutbox(t.ctx);
    expect(phones.map((p) => p.received().length)).toEqual([0, 0, 0]);
  });
});
