import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let me: Member, friend: Member, other: Member, gone: Member;
/** What each event made, by a name the tests use. */
const made: Record<string, string> = {};
let jpeg: string;

const call = async (by: Member, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: by.auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};
const wallWithHolds = async (by: Member, payload: Record<string, unknown> = {}) => {
  const id = await t.addWall(by, { base64_image: jpeg, ...payload });
  const { holdIds } = await traceHolds(t, by, id, 2);
  return { id, holdIds };
};
const climb = async (by: Member, wall: { id: string; holdIds: string[] }, name: string, draft = false) =>
  (made[name] = (await call(by, 'POST', '/climbs', climbBody(wall.id, wall.holdIds, { name, draft }))).id);
const tick = async (by: Member, climbId: string, name: string, isPublic = true) =>
  (made[name] = (
    await call(by, 'POST', '/ascents', {
      climb_id: climbId,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
      public: isPublic,
    })
  ).id);

const feed = (who: { auth: Record<string, string> } | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/feed${query}`, headers: who?.auth ?? {} });
const items = async (who: Member) =>
  (await feed(who, '?limit=100')).json().items as { kind: string; id: string; user_id: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [me, friend, other, gone] = await Promise.all([
    t.signUp('Me'),
    t.signUp('Friend'),
    t.signUp('Other'),
    t.signUp('Gone'),
  ]);
  await call(me, 'POST', `/users/${me.user.id}/follow/${friend.user.id}`, {});
  const gym = await wallWithHolds(other, { name: 'Gym board' });
  await call(me, 'PUT', `/users/${me.user.id}/favorite-walls`, { id: gym.id });
  const elsewhere = await wallWithHolds(other, { name: 'Elsewhere' });

  await climb(me, gym, 'my climb');
  await climb(friend, elsewhere, 'friend climb');
  await climb(other, gym, 'favourite wall climb');
  await climb(other, elsewhere, 'stranger climb');
  await climb(friend, elsewhere, 'friend draft', true);
  await tick(friend, made['stranger climb']!, 'friend tick');
  await tick(friend, made['stranger climb']!, 'friend private tick', false);
  await tick(other, made['my climb']!, 'tick on my climb');
  // Both a followed climber's tick and one on the reader's climb: one item, of the reader's climb.
  await tick(friend, made['my climb']!, 'friend tick on my climb');
  await tick(other, made['my climb']!, 'private tick on my climb', false);
  await tick(friend, made['friend draft']!, 'tick of a draft');
  await tick(me, made['friend climb']!, 'my own tick');
  made['friend video'] = (
    await call(friend, 'PUT', `/climbs/${made['stranger climb']}/beta-videos`, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
    })
  ).id;
  made['video on my climb'] = (
    await call(other, 'PUT', `/climbs/${made['my climb']}/beta-videos`, {
      url: 'https://youtu.be/aaaaaaaaaaa',
    })
  ).id;
  made['friend comment'] = (
    await call(friend, 'POST', '/comments', {
      comment: 'Nice wall',
      related_id: elsewhere.id,
      related_type: 'wall',
    })
  ).id;
  made['comment on my climb'] = (
    await call(other, 'POST', '/comments', {
      comment: 'Great',
      related_id: made['my climb'],
      related_type: 'climb',
    })
  ).id;

  // A private wall the reader is invited to, one they are not, and one made private after the event.
  const invitedTo = await wallWithHolds(friend, {
    name: 'Invited',
    private: true,
    invited_users: [me.user.id],
  });
  await climb(friend, invitedTo, 'climb on an invited wall');
  const closed = await wallWithHolds(friend, { name: 'Closed', private: true });
  await climb(friend, closed, 'climb on a closed wall');
  const later = await wallWithHolds(friend, { name: 'Later private' });
  await climb(friend, later, 'climb on a wall made private later');
  await t.ctx.db.update(walls).set({ private: true }).where(eq(walls.id, later.id));
  await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.id, gone.user.id));
});
afterAll(() => t.close());

describe('personal feed', () => {
  it('shows the eight kinds of spec 4, each event once, newest first', async () => {
    const shown = await items(me);
    const byId = new Map(shown.map((i) => [i.id, i.kind]));
    expect(
      Object.fromEntries(Object.entries(made).map(([name, id]) => [name, byId.get(id) ?? null])),
    ).toEqual({
      'my climb': null,
      'friend climb': 'new_climb_followed_user',
      'favourite wall climb': 'new_climb_favorite_wall',
      'stranger climb': null,
      'friend draft': null,
      'friend tick': 'ascent_followed_user',
      'friend private tick': null,
      'tick on my climb': 'ascent_user_climb',
      'friend tick on my climb': 'ascent_user_climb',
      'private tick on my climb': null,
      'tick of a draft': null,
      'my own tick': null,
      'friend video': 'beta_video_followed_user',
      'video on my climb': 'beta_video_user_climb',
      'friend comment': 'comment_followed_user',
      'comment on my climb': 'comment_user_climb',
      'climb on an invited wall': 'new_climb_followed_user',
      'climb on a closed wall': null,
      'climb on a wall made private later': null,
    });
    expect(shown).toHaveLength(byId.size);
    const times = (await feed(me, '?limit=100')).json().items.map((i: { created: string }) => i.created);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names the climb and wall of each item', async () => {
    const res = (await feed(me, '?limit=100')).json();
    expect(res.items.find((i: { id: string }) => i.id === made['friend tick'])).toMatchObject({
      user_id: friend.user.id,
      climb_id: made['stranger climb'],
      climb_name: 'stranger climb',
      wall_name: 'Elsewhere',
      ascent_type: 'flash',
    });
    expect(res.items.find((i: { id: string }) => i.id === made['friend comment'])).toMatchObject({
      climb_id: null,
      climb_name: null,
      wall_name: 'Elsewhere',
    });
  });

  it('pages by keyset: new items between pages neither repeat nor skip a row', async () => {
    const all = (await items(me)).map((i) => i.id);
    const seen: string[] = [];
    let before: string | null = null;
    let first = true;
    do {
      const res = await feed(me, `?limit=3${before ? `&before=${before}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().items.map((i: { id: string }) => i.id));
      before = res.json().next_before;
      if (first) {
        // Something new arrives after the first page: it belongs above, and no page shows it.
        await tick(friend, made['favourite wall climb']!, 'tick while paging');
        first = false;
      }
    } while (before);
    expect(seen).toEqual(all);
    expect((await items(me))[0]!.id).toBe(made['tick while paging']);
  });

  it('answers 20 by default, and refuses a bad limit or cursor with a detail', async () => {
    expect((await feed(me)).json().next_before).toBeNull();
    const limit = await feed(me, '?limit=0');
    expect([limit.statusCode, limit.json().detail]).toEqual([
      400,
      'limit must be a whole number from 1 to 100',
    ]);
    // A cursor of the right shape whose day does not exist failed in the database (500) before.
    for (const before of ['yesterday', `2025-02-30T00:00:00.000000Z_${crypto.randomUUID()}`]) {
      const cursor = await feed(me, `?before=${before}`);
      expect([cursor.statusCode, cursor.json().detail]).toEqual([
        400,
        'before must be the next_before of an earlier page',
      ]);
    }
  });

  it("is only the caller's own: each caller without a usable account gets its one answer", async () => {
    expect((await feed(null)).statusCode).toBe(401);
    const unregistered = await t.app.inject({
      method: 'GET',
      url: '/api/users/feed',
      headers: { authorization: `Bearer ${await t.tokenFor('feed-never-registered')}` },
    });
    expect([unregistered.statusCode, unregistered.json().detail]).toEqual([
      403,
      'Finish creating your account first.',
    ]);
    const deleted = await feed(gone);
    expect([deleted.statusCode, deleted.json().detail]).toEqual([403, 'This account has been deleted.']);
  });

  it('shows a climber with no follows and no favourites what others did on their climbs only', async () => {
    const theirs = await items(other);
    expect(new Set(theirs.map((i) => i.kind))).toEqual(
      new Set(['ascent_user_climb', 'beta_video_user_climb']),
    );
    expect(theirs.map((i) => i.id)).not.toContain(made['friend private tick']);
  });
});
