import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, stranger: Member;
let publicWall: string, privateWall: string;

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, stranger] = await Promise.all([t.signUp('Janja Garnbret'), t.signUp('Adam Ondra')]);
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
  privateWall = await create({ name: 'Janja home wall', private: true });
});
afterAll(() => t.close());

const search = (text: string, who?: Member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/quick-search?text=${encodeURIComponent(text)}`,
    headers: who?.auth ?? {},
  });

describe('quick search', () => {
  it('finds walls and climbers by name in any case, walls first', async () => {
    const res = await search('JANJA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { type: 'wall', wall: { id: publicWall, name: 'Janja board', gym_name: 'Boulderhaus' } },
      { type: 'user', user: { id: owner.user.id, display_name: 'Janja Garnbret', deleted: false } },
    ]);
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
