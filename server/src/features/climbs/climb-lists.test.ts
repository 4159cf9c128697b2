import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member, invited: Member, setter: Member, stranger: Member;
let calls: ReturnType<typeof climbCalls>;
let jpeg: string;

beforeAll(async () => {
  t = await buildTestApp();
  calls = climbCalls(t);
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, admin, invited, setter, stranger] = await Promise.all([
    t.signUp('Owner Olga'),
    t.signUp('Admin Ada'),
    t.signUp('Invited Ivo'),
    t.signUp('Setter Sia'),
    t.signUp('Stranger Sam'),
  ]);
});
afterAll(() => t.close());

/** A wall with holds, and climbs set on it in order (the last is the newest). */
async function wallWithClimbs(climbs: { by: Member; draft?: boolean }[], wall: Record<string, unknown> = {}) {
  const wallId = await t.addWall(owner, {
    base64_image: jpeg,
    admin_users: [admin.user.id],
    invited_users: [invited.user.id, setter.user.id],
    ...wall,
  });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  const ids: string[] = [];
  for (const [i, { by, draft }] of climbs.entries()) {
    const res = await calls.create(climbBody(wallId, holdIds, { name: `Climb ${i}`, draft: !!draft }), by);
    if (res.statusCode !== 201) throw new Error(res.body);
    ids.push(res.json().id);
  }
  return { wallId, ids };
}

const listedIds = async (wallId: string, who: Member | null, query = '') => {
  const res = await calls.list(wallId, who, query);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json();
  return { ids: page.climbs.map((c: { id: string }) => c.id), total: page.total };
};

describe("a wall's climb list", () => {
  it('is newest first, in pages, with the total', async () => {
    const { wallId, ids } = await wallWithClimbs([{ by: setter }, { by: stranger }, { by: setter }]);
    const newestFirst = [...ids].reverse();
    expect(await listedIds(wallId, null)).toEqual({ ids: newestFirst, total: 3 });
    expect(await listedIds(wallId, null, '?limit=2')).toEqual({ ids: newestFirst.slice(0, 2), total: 3 });
    expect(await listedIds(wallId, null, '?limit=2&skip=2')).toEqual({ ids: newestFirst.slice(2), total: 3 });
  });

  it("shows drafts to their setter only, wall editors included among those who don't see them", async () => {
    const { wallId, ids } = await wallWithClimbs([{ by: setter }, { by: setter, draft: true }]);
    const [published, draft] = ids as [string, string];
    expect(await listedIds(wallId, setter)).toEqual({ ids: [draft, published], total: 2 });
    for (const who of [owner, admin, stranger, null])
      expect(await listedIds(wallId, who)).toEqual({ ids: [published], total: 1 });
    expect((await calls.get(draft, setter)).statusCode).toBe(200);
    for (const who of [owner, admin, stranger, null]) {
      const res = await calls.get(draft, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Climb not found');
    }
    expect((await calls.update(draft, { wall_id: wallId, name: 'x' }, admin)).statusCode).toBe(404);
  });

  it('of a private wall is hidden from strangers, and so are its climbs', async () => {
    const { wallId, ids } = await wallWithClimbs([{ by: setter }], { private: true });
    expect((await listedIds(wallId, invited)).total).toBe(1);
    // Its photo is linked with a signed URL, the same as the wall's own answer gives.
    const wall = (
      await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}`, headers: invited.auth })
    ).json();
    const imageUrl = (await calls.get(ids[0]!, invited)).json().image_url;
    expect(imageUrl).toMatch(/original\.jpg\?exp=\d+&sig=/);
    expect(imageUrl).toBe(wall.image_url);
    for (const who of [stranger, null]) {
      expect((await calls.list(wallId, who)).statusCode).toBe(404);
      const climb = await calls.get(ids[0]!, who);
      expect(climb.statusCode).toBe(404);
      expect(climb.json().detail).toBe('Climb not found');
      expect((await calls.neighbours(wallId, ids[0]!, who)).statusCode).toBe(404);
      expect((await calls.update(ids[0]!, { wall_id: wallId, name: 'x' }, stranger)).statusCode).toBe(404);
    }
  });
});

describe("a climb's neighbours", () => {
  it('are the climbs before and after it in the list, with its 1-based position', async () => {
    const { wallId, ids } = await wallWithClimbs([{ by: setter }, { by: stranger }, { by: setter }]);
    const [oldest, middle, newest] = ids as [string, string, string];
    expect((await calls.neighbours(wallId, newest, null)).json()).toEqual({
      position: 1,
      total: 3,
      previous_id: null,
      next_id: middle,
    });
    expect((await calls.neighbours(wallId, middle, null)).json()).toEqual({
      position: 2,
      total: 3,
      previous_id: newest,
      next_id: oldest,
    });
    expect((await calls.neighbours(wallId, oldest, null)).json()).toMatchObject({
      position: 3,
      next_id: null,
    });
  });

  it("count the caller's own drafts and nobody else's", async () => {
    const { wallId, ids } = await wallWithClimbs([
      { by: setter },
      { by: setter, draft: true },
      { by: stranger },
    ]);
    const [published, draft, newest] = ids as [string, string, string];
    expect((await calls.neighbours(wallId, published, setter)).json()).toEqual({
      position: 3,
      total: 3,
      previous_id: draft,
      next_id: null,
    });
    expect((await calls.neighbours(wallId, published, stranger)).json()).toEqual({
      position: 2,
      total: 2,
      previous_id: newest,
      next_id: null,
    });
    expect((await calls.neighbours(wallId, draft, stranger)).statusCode).toBe(404);
  });

  it('answer 404 when the climb is not on that wall', async () => {
    const [a, b] = await Promise.all([wallWithClimbs([{ by: setter }]), wallWithClimbs([{ by: setter }])]);
    const res = await calls.neighbours(a.wallId, b.ids[0]!, setter);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Climb not found');
  });
});
