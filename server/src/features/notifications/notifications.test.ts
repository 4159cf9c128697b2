import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../../db/schema/climbs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { wallInvitedUsers, walls } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
interface Item {
  id: string;
  kind: string;
  read: boolean;
  count: number;
  actors: { id: string; display_name: string | null; deleted: boolean }[];
  actor_count: number;
  flashes: number;
  wall_id: string | null;
  climb_id: string | null;
  climb_name: string | null;
  comment_id: string | null;
}
let jpeg: string;

const call = async (by: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: by.auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
};
const get = (by: { auth: Record<string, string> } | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: by?.auth ?? {} });
const items = async (by: Member) => (await get(by, '/notifications?limit=100')).json().items as Item[];
const unread = async (by: Member) => (await get(by, '/notifications/unread')).json().unread as number;

const wall = async (by: Member, payload: Record<string, unknown> = {}) => {
  const id = await t.addWall(by, { base64_image: jpeg, ...payload });
  const { holdIds } = await traceHolds(t, by, id, 2);
  return { id, holdIds };
};
const climb = async (
  by: Member,
  on: { id: string; holdIds: string[] },
  extra: Record<string, unknown> = {},
) => (await call(by, 'POST', '/climbs', climbBody(on.id, on.holdIds, extra))).id as string;
const tick = async (by: Member, climbId: string, type = 'redpoint', isPublic = true) =>
  (
    await call(by, 'POST', '/ascents', {
      climb_id: climbId,
      ascent_date: '2026-11-20',
      ascent_type: type,
      attempts: type === 'redpoint' ? 3 : 1,
      public: isPublic,
    })
  ).id as string;
const comment = async (by: Member, relatedType: 'wall' | 'climb', relatedId: string) =>
  (await call(by, 'POST', '/comments', { comment: 'Nice', related_type: relatedType, related_id: relatedId }))
    .id as string;
const people = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => t.signUp(`Climber ${i}`)));

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
});
afterAll(() => t.close());

describe('each kind reaches whom it concerns, never the doer', () => {
  it('a reply tells the comment writer; replying to oneself tells nobody', async () => {
    const [writer, replier] = await people(2);
    const w = await wall(writer!);
    const id = await comment(writer!, 'wall', w.id);
    await call(writer!, 'POST', `/comments/${id}/replies`, { reply: 'Me again' });
    expect(await items(writer!)).toEqual([]);
    await call(replier!, 'POST', `/comments/${id}/replies`, { reply: 'Agreed' });
    const [item, ...rest] = await items(writer!);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'reply', comment_id: id, wall_id: w.id, count: 1, read: false });
    expect(item!.actors.map((a) => a.id)).toEqual([replier!.user.id]);
  });

  it("a comment tells the climb's setter, or the wall's owner and admins; one's own tells nobody", async () => {
    const [owner, admin, setter, talker] = await people(4);
    const w = await wall(owner!, { admin_users: [admin!.user.id] });
    const c = await climb(setter!, w);
    await comment(talker!, 'climb', c);
    await comment(talker!, 'wall', w.id);
    await comment(setter!, 'climb', c);
    await comment(owner!, 'wall', w.id);
    const kinds = async (m: Member) => (await items(m)).map((i) => [i.kind, i.climb_id, i.actor_count]);
    expect(await kinds(setter!)).toEqual([['comment', c, 1]]);
    // The owner's own wall comment told the admin, not the owner.
    expect(await kinds(owner!)).toEqual([['comment', null, 1]]);
    expect(await kinds(admin!)).toEqual([['comment', null, 2]]);
    expect(await items(talker!)).toEqual([]);
  });

  it('ticks of one climb are one line: who, how many, and the flashes called out', async () => {
    const [setter, ana, bea, cid] = await people(4);
    const c = await climb(setter!, await wall(setter!), { name: 'Morning coffee' });
    await tick(setter!, c);
    await tick(ana!, c, 'flash');
    expect(await items(setter!)).toMatchObject([
      { kind: 'tick', count: 1, flashes: 1, climb_name: 'Morning coffee' },
    ]);
    await tick(bea!, c);
    await tick(cid!, c, 'flash');
    await tick(ana!, c);
    const [line] = await items(setter!);
    expect(line).toMatchObject({ kind: 'tick', count: 4, flashes: 2, actor_count: 3 });
    // The newest first: Ana ticked last, then Cid.
    expect(line!.actors.map((a) => a.id)).toEqual([ana!.user.id, cid!.user.id]);
    expect(await unread(setter!)).toBe(1);
  });

  it('a follow tells the followed climber', async () => {
    const [a, b] = await people(2);
    await call(a!, 'POST', `/users/${a!.user.id}/follow/${b!.user.id}`, {});
    expect(await items(b!)).toMatchObject([{ kind: 'follow', wall_id: null, actors: [{ id: a!.user.id }] }]);
    expect(await items(a!)).toEqual([]);
  });

  it("a setter's new climbs on a favourite wall are one line; a draft tells nobody until published", async () => {
    const [owner, fan, bea] = await people(3);
    const w = await wall(owner!);
    await call(fan!, 'PUT', `/users/${fan!.user.id}/favorite-walls`, { id: w.id });
    await climb(bea!, w, { name: 'One' });
    await climb(bea!, w, { name: 'Two' });
    const draft = await climb(bea!, w, { name: 'Three', draft: true });
    await climb(owner!, w, { name: 'Owner set' });
    await climb(fan!, w, { name: 'My own' });
    const lines = async () => (await items(fan!)).map((i) => [i.kind, i.count, i.actors[0]?.id]);
    expect(await lines()).toEqual([
      ['new_climb', 1, owner!.user.id],
      ['new_climb', 2, bea!.user.id],
    ]);
    await call(bea!, 'PUT', `/climbs/${draft}`, climbBody(w.id, w.holdIds, { name: 'Three', draft: false }));
    expect(await lines()).toEqual([
      ['new_climb', 3, bea!.user.id],
      ['new_climb', 1, owner!.user.id],
    ]);
    // Back to draft and published again: told once.
    await t.ctx.db.update(climbs).set({ draft: true }).where(eq(climbs.id, draft));
    await t.ctx.db.update(climbs).set({ draft: false }).where(eq(climbs.id, draft));
    expect((await items(fan!))[0]!.count).toBe(3);
  });

  it("a grade vote that moves the climb's grade by a full grade tells the setter; an anonymous one unnamed", async () => {
    const [setter, near, far, hidden] = await people(4);
    const c = await climb(setter!, await wall(setter!), { grade: 12 });
    await call(near!, 'POST', `/climbs/${c}/grade_votes`, { value: 13, public: true });
    expect(await items(setter!)).toEqual([]);
    // 11 and 12 with 18: the average goes from 11.5 to 13.67.
    await call(far!, 'POST', `/climbs/${c}/grade_votes`, { value: 19, public: true });
    expect(await items(setter!)).toMatchObject([
      { kind: 'grade', climb_id: c, actors: [{ id: far!.user.id }] },
    ]);
    await call(hidden!, 'POST', `/climbs/${c}/grade_votes`, { value: 1, public: false });
    expect(await items(setter!)).toMatchObject([{ kind: 'grade', count: 2, actors: [{ id: far!.user.id }] }]);
    const [row] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.climbId, c), eq(notifications.kind, 'grade')))
      .orderBy(notifications.created);
    expect(row!.actorId).toBe(far!.user.id);
    const anonymous = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.climbId, c), eq(notifications.kind, 'grade')));
    expect(anonymous.filter((n) => n.actorId === null)).toHaveLength(1);
  });
});

describe('a notification never shows what its reader may not read now', () => {
  it("a comment on a private wall's climb reaches only members, and a removed member loses it", async () => {
    const [owner, setter] = await people(2);
    const w = await wall(owner!, { private: true, invited_users: [setter!.user.id] });
    const c = await climb(setter!, w);
    await comment(owner!, 'climb', c);
    await tick(owner!, c);
    expect((await items(setter!)).map((i) => i.kind).sort()).toEqual(['comment', 'tick']);
    expect(await unread(setter!)).toBe(2);
    await t.ctx.db
      .delete(wallInvitedUsers)
      .where(and(eq(wallInvitedUsers.wallId, w.id), eq(wallInvitedUsers.userId, setter!.user.id)));
    expect(await items(setter!)).toEqual([]);
    expect(await unread(setter!)).toBe(0);
  });

  it('a wall made private hides its notifications from those it does not admit', async () => {
    const [owner, fan] = await people(2);
    const w = await wall(owner!);
    await call(fan!, 'PUT', `/users/${fan!.user.id}/favorite-walls`, { id: w.id });
    await climb(owner!, w);
    expect(await items(fan!)).toHaveLength(1);
    await t.ctx.db.update(walls).set({ private: true }).where(eq(walls.id, w.id));
    expect(await items(fan!)).toEqual([]);
  });

  it("a draft's events reach nobody but its setter; a private tick reaches nobody", async () => {
    const [setter, fan, other] = await people(3);
    const w = await wall(setter!);
    await call(fan!, 'PUT', `/users/${fan!.user.id}/favorite-walls`, { id: w.id });
    const c = await climb(setter!, w);
    await tick(other!, c);
    await tick(other!, c, 'flash', false);
    expect(await items(fan!)).toHaveLength(1);
    expect(await items(setter!)).toMatchObject([{ kind: 'tick', count: 1, flashes: 0 }]);
    // Back to draft: the fan's new-climb line goes; the setter still reads their own draft's ticks.
    await call(setter!, 'PUT', `/climbs/${c}`, climbBody(w.id, w.holdIds, { draft: true }));
    expect(await items(fan!)).toEqual([]);
    expect(await items(setter!)).toHaveLength(1);
  });

  it('a deleted tick or comment takes its notification with it', async () => {
    const [setter, other] = await people(2);
    const c = await climb(setter!, await wall(setter!));
    const tickId = await tick(other!, c);
    const commentId = await comment(other!, 'climb', c);
    await call(other!, 'DELETE', `/ascents/${tickId}`);
    await call(other!, 'DELETE', `/comments/${commentId}`);
    expect(await items(setter!)).toEqual([]);
  });
});

describe('reading, paging and settings', () => {
  it('pages groups newest first by the cursor, and reads one group or all', async () => {
    const [setter, a, b] = await people(3);
    const w = await wall(setter!);
    const first = await climb(setter!, w, { name: 'First' });
    const second = await climb(setter!, w, { name: 'Second' });
    await tick(a!, first);
    await tick(b!, first);
    await tick(a!, second);
    await call(a!, 'POST', `/users/${a!.user.id}/follow/${setter!.user.id}`, {});
    const page1 = (await get(setter!, '/notifications?limit=2')).json();
    expect(page1.items.map((i: Item) => i.kind)).toEqual(['follow', 'tick']);
    expect(page1.next_before).toMatch(/Z_/);
    const page2 = (await get(setter!, `/notifications?limit=2&before=${page1.next_before}`)).json();
    expect(page2.items.map((i: Item) => [i.climb_name, i.count])).toEqual([['First', 2]]);
    expect(page2.next_before).toBeNull();
    expect(await unread(setter!)).toBe(3);
    const read = await call(setter!, 'POST', `/notifications/${page2.items[0].id}/read`, {});
    expect(read).toEqual({ unread: 2 });
    expect((await items(setter!)).map((i) => i.read)).toEqual([false, false, true]);
    expect(await call(setter!, 'POST', '/notifications/read', {})).toEqual({ unread: 0 });
    expect(await unread(setter!)).toBe(0);
    // Another climber's notification is not found; nor is one that does not exist.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${page2.items[0].id}/read`,
      headers: a!.auth,
    });
    expect([theirs.statusCode, theirs.json().detail]).toEqual([404, 'Notification not found']);
  });

  it('refuses callers without an account and bad input with a detail', async () => {
    const [me] = await people(1);
    expect((await get(null, '/notifications')).statusCode).toBe(401);
    expect((await get(null, '/notifications/unread')).statusCode).toBe(401);
    const unregistered = {
      auth: { authorization: `Bearer ${await t.tokenFor('notifications-unregistered')}` },
    };
    expect((await get(unregistered, '/notifications')).statusCode).toBe(403);
    for (const url of ['/notifications?limit=0', '/notifications?before=yesterday', '/notifications?x=1']) {
      const res = await get(me!, url);
      expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
    }
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/nope/read',
      headers: me!.auth,
    });
    expect(badId.statusCode).toBe(400);
    for (const payload of [{ tick: 'loud' }, { nonsense: 'off' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: me!.auth,
        payload,
      });
      expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
    }
  });

  it('settings: push by default for replies, ticks, followers and session invitations; a kind turned off shows no more', async () => {
    const [setter, other] = await people(2);
    expect((await get(setter!, '/notifications/settings')).json()).toEqual({
      reply: 'push',
      comment: 'app',
      tick: 'push',
      follow: 'push',
      new_climb: 'app',
      grade: 'app',
      session_invite: 'push',
    });
    const c = await climb(setter!, await wall(setter!));
    await tick(other!, c);
    await comment(other!, 'climb', c);
    const changed = await call(setter!, 'PUT', '/notifications/settings', { tick: 'off', comment: 'push' });
    expect(changed).toMatchObject({ tick: 'off', comment: 'push', reply: 'push' });
    expect((await items(setter!)).map((i) => i.kind)).toEqual(['comment']);
    expect(await unread(setter!)).toBe(1);
    await call(setter!, 'PUT', '/notifications/settings', { tick: 'app' });
    expect(await items(setter!)).toHaveLength(2);
  });
});

describe("a person's data", () => {
  it('the export holds their notifications and settings; deleting the account deletes them', async () => {
    const [setter, other] = await people(2);
    const c = await climb(setter!, await wall(setter!));
    await tick(other!, c);
    await call(other!, 'POST', `/users/${other!.user.id}/follow/${setter!.user.id}`, {});
    await call(setter!, 'PUT', '/notifications/settings', { grade: 'off' });
    const exported = (await get(setter!, `/users/${setter!.user.id}/export`)).json();
    expect(exported.notifications.map((n: { kind: string }) => n.kind).sort()).toEqual(['follow', 'tick']);
    expect(exported.notification_settings.grade).toBe('off');
    await call(other!, 'DELETE', `/users/${other!.user.id}`);
    // The deleted climber's tick stays (as Deleted user's), their follow goes with its notification.
    expect(await items(setter!)).toMatchObject([
      { kind: 'tick', actors: [{ deleted: true, display_name: null }] },
    ]);
    await call(setter!, 'DELETE', `/users/${setter!.user.id}`);
    const left = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, setter!.user.id));
    expect(left).toEqual([]);
  });
});
