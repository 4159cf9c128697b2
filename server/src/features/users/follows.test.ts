import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let ada: Member, ben: Member, cleo: Member, gone: Member;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben, cleo, gone] = await Promise.all([
    t.signUp('Ada'),
    t.signUp('Ben'),
    t.signUp('Cleo'),
    t.signUp('Gone'),
  ]);
  await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.id, gone.user.id));
});
afterAll(() => t.close());

const follow = (by: Record<string, string>, me: string, target: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/users/${me}/${method === 'POST' ? 'follow' : 'unfollow'}/${target}`,
    headers: by,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('follow', () => {
  it('follows as oneself: the follower lists the target, both counts move, and twice is once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await follow(ada.auth, ada.user.id, ben.user.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: ada.user.id,
        followed_users: [ben.user.id],
        following_count: 1,
      });
    }
    expect((await get(`/users/${ben.user.id}`)).json()).toMatchObject({
      followers_count: 1,
      following_count: 0,
    });
  });

  it('lists followers and following, newest first, with name and picture, to anyone', async () => {
    expect((await follow(cleo.auth, cleo.user.id, ben.user.id)).statusCode).toBe(200);
    const followers = await get(`/users/${ben.user.id}/followers`);
    expect(followers.statusCode).toBe(200);
    expect(followers.json()).toEqual([
      { id: cleo.user.id, display_name: 'Cleo', profile_picture_url: null, deleted: false },
      { id: ada.user.id, display_name: 'Ada', profile_picture_url: null, deleted: false },
    ]);
    expect((await get(`/users/${ada.user.id}/following`, cleo.auth)).json()).toEqual([
      { id: ben.user.id, display_name: 'Ben', profile_picture_url: null, deleted: false },
    ]);
    expect((await get(`/users/${ben.user.id}/following`)).json()).toEqual([]);
  });

  it('unfollows: the target leaves followed_users and the counts go back; twice is once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await follow(cleo.auth, cleo.user.id, ben.user.id, 'DELETE');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ followed_users: [], following_count: 0 });
    }
    expect((await get(`/users/${ben.user.id}`)).json().followers_count).toBe(1);
  });

  it('never follows oneself', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await follow(ada.auth, ada.user.id, ada.user.id, method);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('You cannot follow yourself.');
    }
  });

  it('follows only as oneself: another user in the path is 403', async () => {
    const res = await follow(cleo.auth, ada.user.id, cleo.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You can only follow and unfollow as yourself.');
    expect((await get(`/users/${ada.user.id}`)).json().followed_users).toEqual([ben.user.id]);
  });

  it('gives each caller without a usable account its one answer', async () => {
    const visitor = await follow({}, ada.user.id, ben.user.id);
    expect(visitor.statusCode).toBe(401);
    const unregistered = await follow(
      { authorization: `Bearer ${await t.tokenFor('follow-never-registered')}` },
      ada.user.id,
      ben.user.id,
    );
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().detail).toBe('Finish creating your account first.');
    const deleted = await follow(gone.auth, gone.user.id, ben.user.id);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().detail).toBe('This account has been deleted.');
  });

  it('answers 404 for an unknown or deleted target, and 400 for a bad id', async () => {
    const unknown = await follow(ada.auth, ada.user.id, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'User not found']);
    const deleted = await follow(ada.auth, ada.user.id, gone.user.id);
    expect([deleted.statusCode, deleted.json().detail]).toEqual([404, 'User not found']);
    const bad = await follow(ada.auth, ada.user.id, 'nope');
    expect([bad.statusCode, bad.json().detail]).toEqual([400, 'The id is not valid.']);
    const lists = await get('/users/00000000-0000-4000-8000-000000000000/followers');
    expect(lists.statusCode).toBe(404);
  });

  it('keeps the counts in the database: removing a follow row by hand moves them too', async () => {
    await follow(cleo.auth, cleo.user.id, ada.user.id);
    expect((await get(`/users/${ada.user.id}`)).json().followers_count).toBe(1);
    await t.ctx.db.delete(users).where(eq(users.id, cleo.user.id));
    expect((await get(`/users/${ada.user.id}`)).json().followers_count).toBe(0);
  });
});
