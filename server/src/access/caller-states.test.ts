import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, deleted: Member;
let unregistered: { authorization: string };
let publicWall: string, privateWall: string;
let climbId: string, holdId: string;
const missingWall = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, deleted] = await Promise.all([t.signUp('Owner Olga'), t.signUp('Gone Greta')]);
  unregistered = { authorization: `Bearer ${await t.tokenFor('signed-in-but-never-registered')}` };
  const create = (payload: object) => t.addWall(owner, { base64_image: jpeg, ...payload });
  publicWall = await create({ admin_users: [deleted.user.id] });
  privateWall = await create({ private: true, invited_users: [deleted.user.id] });
  const { holdIds } = await traceHolds(t, owner, publicWall, 2);
  holdId = holdIds[0]!;
  const climb = await t.app.inject({
    method: 'POST',
    url: '/api/climbs',
    headers: owner.auth,
    payload: climbBody(publicWall, holdIds),
  });
  climbId = climb.json().id;
  await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.id, deleted.user.id));
});
afterAll(() => t.close());

const triangle = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.1, y: 0.2 },
];

/** Every write of the API, each with a body that passes validation. */
const writes = (wallId: string, userId: string) =>
  [
    { method: 'POST', url: '/api/walls', payload: { name: 'New wall' } },
    { method: 'PUT', url: `/api/walls/${wallId}`, payload: { name: 'Renamed' } },
    { method: 'PUT', url: `/api/walls/${wallId}`, payload: { archived: true } },
    { method: 'DELETE', url: `/api/walls/${wallId}` },
    { method: 'PUT', url: `/api/users/${userId}/favorite-walls`, payload: { id: wallId } },
    { method: 'DELETE', url: `/api/users/${userId}/favorite-walls/${wallId}` },
    { method: 'PUT', url: `/api/users/${userId}`, payload: { display_name: 'Renamed' } },
    {
      method: 'POST',
      url: `/api/walls/${wallId}/revisions/latest/holds`,
      payload: { bounding_polygon: triangle },
    },
    { method: 'DELETE', url: `/api/walls/${wallId}/revisions/latest/holds/${holdId}` },
    { method: 'POST', url: '/api/climbs', payload: climbBody(wallId, [holdId, holdId]) },
    { method: 'PUT', url: `/api/climbs/${climbId}`, payload: climbBody(wallId, [holdId, holdId]) },
    { method: 'DELETE', url: `/api/climbs/${climbId}` },
  ] as const;

async function answers(headers: Record<string, string>, wallId: string, userId: string) {
  const replies = [];
  for (const write of writes(wallId, userId)) {
    const res = await t.app.inject({ ...write, headers });
    replies.push({ call: `${write.method} ${write.url}`, status: res.statusCode, body: res.json() });
  }
  return replies;
}

const everyReplyIs = (replies: { call: string }[], status: number, detail: string) =>
  replies.map(({ call }) => ({ call, status, body: { detail, code: expect.any(String) } }));

describe('a caller without a token', () => {
  it('gets 401 with a detail on POST /api/walls, before the empty body is validated', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/walls', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'You need to login to add stuff and vote.', code: 'unauthorized' });
  });

  it('gets the same 401 on every write, whatever the wall', async () => {
    for (const wallId of [publicWall, privateWall, missingWall]) {
      const replies = await answers({}, wallId, owner.user.id);
      expect(replies).toEqual(everyReplyIs(replies, 401, 'You need to login to add stuff and vote.'));
    }
  });
});

describe('a signed-in identity that never created its user', () => {
  it("gets 403 'Finish creating your account first.' on every write, whatever the wall", async () => {
    for (const wallId of [publicWall, privateWall, missingWall]) {
      const replies = await answers(unregistered, wallId, owner.user.id);
      expect(replies).toEqual(everyReplyIs(replies, 403, 'Finish creating your account first.'));
    }
  });

  it('reads like a visitor', async () => {
    const wall = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${publicWall}`,
      headers: unregistered,
    });
    expect(wall.json().is_editable).toBe(false);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${privateWall}`,
      headers: unregistered,
    });
    expect(hidden.statusCode).toBe(404);
    const favorites = await t.app.inject({
      method: 'GET',
      url: '/api/walls?favorites=true',
      headers: unregistered,
    });
    expect(favorites.statusCode).toBe(401);
    expect(favorites.json().detail).toBe('You need to login to see your favorite walls.');
  });
});

describe('a deleted user', () => {
  it("gets 403 'This account has been deleted.' on every write, their own account included", async () => {
    for (const wallId of [publicWall, privateWall, missingWall]) {
      const replies = await answers(deleted.auth, wallId, deleted.user.id);
      expect(replies).toEqual(everyReplyIs(replies, 403, 'This account has been deleted.'));
    }
  });

  it('cannot create their user again', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: deleted.auth, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This account has been deleted.');
  });

  it('reads like a visitor, though they were an admin of one wall and invited to another', async () => {
    const climb = await t.app.inject({ method: 'GET', url: `/api/climbs/${climbId}`, headers: deleted.auth });
    expect(climb.json().is_editable).toBe(false);
    const wall = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${publicWall}`,
      headers: deleted.auth,
    });
    expect(wall.json().is_editable).toBe(false);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${privateWall}`,
      headers: deleted.auth,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
