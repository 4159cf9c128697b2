import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, stranger: Member, invited: Member;
let publicWall: string, privateWall: string, archivedWall: string;
const climbIds: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, stranger, invited] = await Promise.all([
    t.signUp('Janja Garnbret'),
    t.signUp('Adam Ondra'),
    t.signUp('Invited Friend'),
  ]);
  await t.signUp('Janine Stone');
  const create = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { base64_image: jpeg, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  publicWall = await create({ name: 'Janja board', gym_name: 'Boulderhaus' });
  privateWall = await create({ name: 'Janja home wall', private: true, invited_users: [invited.user.id] });
  archivedWall = await create({ name: 'Old shed' });
  // Climbs named to be found by "moonwalk": one on each kind of wall, and a draft on the public one.
  const climb = async (wallId: string, name: string, by: Member, draft = false) => {
    const { holdIds } = await traceHolds(t, owner, wallId, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/climbs',
      headers: by.auth,
      payload: climbBody(wallId, holdIds, { name, draft }),
    });
    expect(res.statusCode, res.body).toBe(201);
    climbIds[name] = res.json().id;
  };
  await climb(publicWall, 'Moonwalk', owner);
  await climb(publicWall, 'Moonwalk draft', owner, true);
  await climb(privateWall, 'Moonwalk private', owner);
  await climb(archivedWall, 'Moonwalk archived', owner);
  await t.app.inject({
    method: 'PUT',
    url: `/api/walls/${archivedWall}`,
    headers: owner.auth,
    payload: { archived: true },
  });
});
afterAll(() => t.close());

const search = (text: string, who?: Member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/quick-search?text=${encodeURIComponent(text)}`,
    headers: who?.auth ?? {},
  });

describe('quick search', () => {
  it('finds walls and climbers by name in any case, walls first when they match as well', async () => {
    const res = await search('JANJA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { type: 'wall', wall: { id: publicWall, name: 'Janja board', gym_name: 'Boulderhaus' } },
      {
        type: 'user',
        user: {
          id: owner.user.id,
          display_name: 'Janja Garnbret',
          profile_picture_url: null,
          deleted: false,
        },
      },
    ]);
  });

  it('finds a climb with its wall, grade and rating, best match first', async () => {
    const res = await search('moonwalk');
    const climbs = (res.json() as { type: string; climb?: Record<string, unknown> }[]).filter(
      (r) => r.type === 'climb',
    );
    expect(climbs[0]).toEqual({
      type: 'climb',
      climb: {
        id: climbIds.Moonwalk,
        name: 'Moonwalk',
        wall_id: publicWall,
        wall_name: 'Janja board',
        average_grade: null,
        average_rating: null,
      },
    });
  });

  it('finds an archived wall only for its owner and admins', async () => {
    const res = await search('old shed');
    expect(res.json()).toEqual([]);
    const mine = (await search('old shed', owner)).json() as { type: string }[];
    expect(mine.map((r) => r.type)).toEqual(['wall']);
  });

  it("finds only climbs the caller could open: no one else's draft, no private or archived wall of others", async () => {
    const found = async (who?: Member) =>
      ((await search('moonwalk', who)).json() as { type: string; climb?: { id: string } }[])
        .filter((r) => r.type === 'climb')
        .map((r) => r.climb!.id)
        .sort();
    const ids = (...names: string[]) => names.map((n) => climbIds[n]!).sort();
    expect(await found()).toEqual(ids('Moonwalk'));
    expect(await found(stranger)).toEqual(ids('Moonwalk'));
    expect(await found(invited)).toEqual(ids('Moonwalk', 'Moonwalk private'));
    expect(await found(owner)).toEqual(
      ids('Moonwalk', 'Moonwalk draft', 'Moonwalk private', 'Moonwalk archived'),
    );
  });

  it('ranks results of every type together by how well their name matches', async () => {
    await t.signUp('Moonwalker Fan');
    const res = (await search('moonwalk')).json() as { type: string; climb?: { name: string } }[];
    // The climb named exactly "Moonwalk" comes before the climber whose name only starts with it.
    expect(res[0]).toMatchObject({ type: 'climb', climb: { name: 'Moonwalk' } });
    expect(res.map((r) => r.type)).toContain('user');
  });

  it('finds a wall by its gym', async () => {
    const res = await search('boulderhaus');
    expect(res.json()).toEqual([expect.objectContaining({ type: 'wall' })]);
  });

  it('shows a private wall only to those who may see it', async () => {
    const wallIds = async (who?: Member) =>
      ((await search('home wall', who)).json() as { type: string; wall?: { id: string } }[])
        .filter((r) => r.type === 'wall')
        .map((r) => r.wall!.id);
    expect(await wallIds()).not.toContain(privateWall);
    expect(await wallIds(stranger)).not.toContain(privateWall);
    expect(await wallIds(owner)).toContain(privateWall);
  });

  it('answers blank text with no results', async () => {
    const res = await search('   ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('rejects overlong text with a readable detail', async () => {
    const res = await search('x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Search text can be at most 100 characters');
  });

  it('returns at most five of each type', async () => {
    await Promise.all(Array.from({ length: 7 }, (_, i) => t.signUp(`Repeat Climber ${i}`)));
    const res = await search('repeat climber');
    expect(res.json()).toHaveLength(5);
  });
});
