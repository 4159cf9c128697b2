import type { SpotlightWall } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(900, 600)).toString('base64');
  [owner, admin] = await Promise.all([t.signUp('Owner Olga'), t.signUp('Admin Ada')]);
});
afterAll(() => t.close());

async function createWall(overrides: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: owner.auth,
    payload: { gym_name: 'Gym', base64_image: jpeg, admin_users: [admin.user.id], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const spotlight = async (who?: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/walls/spotlight', headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SpotlightWall | null;
};

describe('the spraywall of the month', () => {
  it('is null while no wall is public', async () => {
    expect(await spotlight()).toBeNull();
  });

  it('is the newest public wall, with just what the home page shows', async () => {
    const id = await createWall({ name: 'Public Board' });
    const wall = await spotlight();
    expect(wall).toEqual({
      id,
      name: 'Public Board',
      gym_name: 'Gym',
      thumbnail_url: expect.stringMatching(/\.webp$/),
      image_variants: [{ width: 640, url: expect.stringMatching(/\/w640\.webp$/) }],
    });
    const image = await t.app.inject({ method: 'GET', url: wall!.thumbnail_url });
    expect(image.statusCode).toBe(200);
  });

  it('is never a private wall, not even for its owner or an admin', async () => {
    const publicId = await createWall({ name: 'Older Public Board' });
    await createWall({ name: 'Newer Private Board', private: true });
    for (const who of [undefined, owner, admin]) expect((await spotlight(who))?.id).toBe(publicId);
  });

  it('is never an archived wall, not even for its owner or an admin', async () => {
    const publicId = await createWall({ name: 'Still Listed Board' });
    const archivedId = await createWall({ name: 'Soon Archived Board' });
    expect((await spotlight(owner))?.id).toBe(archivedId);

    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${archivedId}`,
      headers: owner.auth,
      payload: { archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    for (const who of [undefined, owner, admin]) expect((await spotlight(who))?.id).toBe(publicId);
  });
});
