import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallAdminUsers, wallInvitedUsers, wallRevisions, walls } from '../../db/schema/walls.ts';
import { favoriteWalls, holds } from './schema.ts';
import { phoneJpeg, solid } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member, invited: Member, stranger: Member;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(900, 600)).toString('base64');
  [owner, admin, invited, stranger] = await Promise.all([
    t.signUp('Owner Olga'),
    t.signUp('Admin Ada'),
    t.signUp('Invited Ivan'),
    t.signUp('Stranger Sam'),
  ]);
});
afterAll(() => t.close());

async function createWall(by: Member, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: by.auth,
    payload: { name: 'Board', gym_name: 'Gym', base64_image: jpeg, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const put = (url: string, payload: object, who?: Member) =>
  t.app.inject({ method: 'PUT', url, payload, headers: who?.auth ?? {} });
const del = (url: string, who?: Member) => t.app.inject({ method: 'DELETE', url, headers: who?.auth ?? {} });

describe('creating walls', () => {
  it('creates a wall with its photo, revision and image variants', async () => {
    const id = await createWall(owner, {
      name: '  The Cave  ',
      description: 'Steep',
      coordinates: [59.33, 18.06],
      adjustable_angle: true,
      admin_users: [admin.user.id],
    });
    const res = await get(`/api/walls/${id}`, owner);
    expect(res.statusCode).toBe(200);
    const wall = res.json();
    expect(wall).toMatchObject({
      name: 'The Cave',
      gym_name: 'Gym',
      description: 'Steep',
      coordinates: [59.33, 18.06],
      private: false,
      adjustable_angle: true,
      default_angle: 40,
      user_id: owner.user.id,
      admin_users: [admin.user.id],
      archived: false,
      is_editable: true,
      is_favorite: false,
    });
    expect(wall.image_variants.map((v: { width: number }) => v.width)).toEqual([640]);
    const image = await get(wall.thumbnail_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('stores the photo without any metadata, GPS included', async () => {
    const id = await createWall(owner);
    const wall = (await get(`/api/walls/${id}`)).json();
    const original = await get(wall.image_url);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it("rejects a blank name with 'Wall name can't be empty'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: '   ', base64_image: jpeg },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("Wall name can't be empty");
  });

  it("rejects a wall without a photo with 'You must submit an image of the wall'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: 'No photo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You must submit an image of the wall');
  });

  it('accepts JPEG only and leaves nothing behind when the photo is refused', async () => {
    const png = (await solid(50, 50, { r: 1, g: 2, b: 3 }).png().toBuffer()).toString('base64');
    const before = await t.ctx.db.select({ n: count() }).from(walls);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: 'PNG wall', base64_image: png },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/JPEG/);
    const after = await t.ctx.db.select({ n: count() }).from(walls);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('rejects an angle outside -90..90 and unknown users', async () => {
    const angle = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: 'Steep', adjustable_angle: true, default_angle: 95, base64_image: jpeg },
    });
    expect(angle.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: 'Ghosts', admin_users: ['00000000-0000-4000-8000-000000000001'], base64_image: jpeg },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Some of the chosen users no longer exist.');
  });

  it('drops the default angle of a fixed wall and invited users of a public wall', async () => {
    const id = await createWall(owner, {
      adjustable_angle: false,
      default_angle: 30,
      invited_users: [invited.user.id],
    });
    const wall = (await get(`/api/walls/${id}`, owner)).json();
    expect(wall.default_angle).toBeNull();
    expect(wall.invited_users).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      payload: { name: 'x', base64_image: jpeg },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('who may see and change a wall', () => {
  let privateWall: string;
  let publicWall: string;
  beforeAll(async () => {
    privateWall = await createWall(owner, {
      name: 'Secret Spraywall',
      private: true,
      invited_users: [invited.user.id],
      admin_users: [admin.user.id],
    });
    publicWall = await createWall(owner, { name: 'Open Board', admin_users: [admin.user.id] });
  });

  it('hides a private wall from visitors and strangers with 404, shows it to owner, admin and invited', async () => {
    expect((await get(`/api/walls/${privateWall}`)).statusCode).toBe(404);
    expect((await get(`/api/walls/${privateWall}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/walls/${privateWall}/revisions/latest`, stranger)).statusCode).toBe(404);
    for (const who of [owner, admin, invited])
      expect((await get(`/api/walls/${privateWall}`, who)).statusCode).toBe(200);
  });

  it('leaves a private wall out of search for outsiders', async () => {
    const names = async (who?: Member) =>
      (await get('/api/walls?search_text=secret', who)).json().walls.map((w: { name: string }) => w.name);
    expect(await names()).toEqual([]);
    expect(await names(stranger)).toEqual([]);
    expect(await names(invited)).toEqual(['Secret Spraywall']);
  });

  it('marks the wall editable for the owner and admins only', async () => {
    const editable = async (who?: Member) => (await get(`/api/walls/${publicWall}`, who)).json().is_editable;
    expect(await editable(owner)).toBe(true);
    expect(await editable(admin)).toBe(true);
    expect(await editable(stranger)).toBe(false);
    expect(await editable()).toBe(false);
  });

  it('lets the owner and admins edit details; strangers get 403, visitors 401, invited users 403', async () => {
    const body = { name: 'Open Board v2', gym_name: 'Gym' };
    expect((await put(`/api/walls/${publicWall}`, body, stranger)).statusCode).toBe(403);
    expect((await put(`/api/walls/${publicWall}`, body, stranger)).json().detail).toBe(
      "Only the wall's owner and admins can change this wall.",
    );
    expect((await put(`/api/walls/${publicWall}`, body)).statusCode).toBe(401);
    // The members as they are, so that `update` itself refuses, not the change-admins rule.
    const members = { private: true, invited_users: [invited.user.id], admin_users: [admin.user.id] };
    expect((await put(`/api/walls/${privateWall}`, { name: 'x', ...members }, invited)).statusCode).toBe(403);
    expect(
      (await put(`/api/walls/${publicWall}`, { ...body, admin_users: [admin.user.id] }, admin)).statusCode,
    ).toBe(200);
    expect(
      (await put(`/api/walls/${publicWall}`, { ...body, admin_users: [admin.user.id] }, owner)).statusCode,
    ).toBe(200);
    expect((await get(`/api/walls/${publicWall}`)).json().name).toBe('Open Board v2');
  });

  // Invited members must be refused by `update` itself: a body that changed the admins would be refused
  // by the change-admins rule first, and hide an `update` that wrongly let them through.
  it('refuses an invited member who keeps the members unchanged, with the editors-only detail', async () => {
    const members = { private: true, invited_users: [invited.user.id], admin_users: [admin.user.id] };
    const res = await put(`/api/walls/${privateWall}`, { name: 'Renamed by Ivan', ...members }, invited);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("Only the wall's owner and admins can change this wall.");
    const archive = await put(`/api/walls/${privateWall}`, { archived: true }, invited);
    expect(archive.statusCode).toBe(403);
    expect(archive.json().detail).toBe("Only the wall's owner and admins can change this wall.");
    expect((await get(`/api/walls/${privateWall}`, owner)).json()).toMatchObject({
      name: 'Secret Spraywall',
      archived: false,
    });
  });

  it("lets only the owner change the wall's admins", async () => {
    const res = await put(
      `/api/walls/${publicWall}`,
      { name: 'Open Board', admin_users: [admin.user.id, stranger.user.id] },
      admin,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("Only the wall's owner can change its admins.");
  });

  it('makes a new revision when the photo changes, keeping the old one', async () => {
    const before = (await get(`/api/walls/${publicWall}/revisions/latest`)).json();
    const res = await put(
      `/api/walls/${publicWall}`,
      { name: 'Open Board', admin_users: [admin.user.id], base64_image: jpeg },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const after = (await get(`/api/walls/${publicWall}/revisions/latest`)).json();
    expect(after.id).not.toBe(before.id);
    expect(after.holds).toEqual([]);
    expect((await get(`/api/walls/${publicWall}/revisions/${before.id}`)).statusCode).toBe(200);
  });

  it('archives and unarchives for editors only, hiding archived walls from lists of non-editors', async () => {
    const id = await createWall(owner, { name: 'Archivable Wall', admin_users: [admin.user.id] });
    expect((await put(`/api/walls/${id}`, { archived: true }, stranger)).statusCode).toBe(403);
    expect((await put(`/api/walls/${id}`, { archived: true }, admin)).statusCode).toBe(200);
    const search = async (who?: Member) =>
      (await get('/api/walls?search_text=archivable', who)).json().walls.length;
    expect(await search()).toBe(0);
    expect(await search(stranger)).toBe(0);
    expect(await search(owner)).toBe(1);
    expect(await search(admin)).toBe(1);
    expect((await get(`/api/walls/${id}`, owner)).json().archived).toBe(true);
    await put(`/api/walls/${id}`, { archived: false }, owner);
    expect(await search()).toBe(1);
  });
});

describe('finding walls', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++)
      await createWall(stranger, {
        name: `Paging wall ${String(i).padStart(2, '0')}`,
        gym_name: 'Pagination Gym',
      });
    await createWall(stranger, { name: 'Moonboard 2016', gym_name: 'Klätterverket' });
  });

  it('matches name or gym case-insensitively, the best match first', async () => {
    const res = await get('/api/walls?search_text=MOONBOARD');
    expect(res.json().walls[0].name).toBe('Moonboard 2016');
    const byGym = await get('/api/walls?search_text=klätter');
    expect(byGym.json().walls.map((w: { name: string }) => w.name)).toEqual(['Moonboard 2016']);
    const typo = await get('/api/walls?search_text=moonbord');
    expect(typo.json().walls[0]?.name).toBe('Moonboard 2016');
  });

  it('pages with limit and skip (default 10) and reports the total', async () => {
    const first = (await get('/api/walls?search_text=pagination')).json();
    expect(first.walls).toHaveLength(10);
    expect(first.total).toBe(12);
    const second = (await get('/api/walls?search_text=pagination&limit=10&skip=10')).json();
    expect(second.walls).toHaveLength(2);
    const ids = new Set([...first.walls, ...second.walls].map((w: { id: string }) => w.id));
    expect(ids.size).toBe(12);
    expect((await get('/api/walls?limit=0')).statusCode).toBe(400);
  });

  it('lists walls with coordinates for the map, without private or archived ones', async () => {
    const id = await createWall(stranger, { name: 'Mapped', coordinates: [48.85, 2.35] });
    await createWall(owner, { name: 'Mapped private', private: true, coordinates: [48.8, 2.3] });
    const map = (await get('/api/walls/map')).json();
    expect(map).toContainEqual({ id, name: 'Mapped', gym_name: 'Gym', coordinates: [48.85, 2.35] });
    expect(map.map((w: { name: string }) => w.name)).not.toContain('Mapped private');
  });
});

describe('favourite walls', () => {
  it('adds and removes favourites, listed with favorites=true', async () => {
    const id = await createWall(owner, { name: 'Favourite Wall' });
    const add = await put(`/api/users/${stranger.user.id}/favorite-walls`, { id }, stranger);
    expect(add.statusCode).toBe(200);
    expect(add.json().favorite_walls).toContain(id);
    const favsRes = await get('/api/walls?favorites=true', stranger);
    expect(favsRes.statusCode, favsRes.body).toBe(200);
    const favs = favsRes.json();
    expect(favs.walls.map((w: { id: string }) => w.id)).toEqual([id]);
    expect(favs.walls[0].is_favorite).toBe(true);
    const remove = await del(`/api/users/${stranger.user.id}/favorite-walls/${id}`, stranger);
    expect(remove.json().favorite_walls).not.toContain(id);
    expect((await get('/api/walls?favorites=true', stranger)).json().walls).toEqual([]);
  });

  it("refuses to change someone else's favourites, to favourite a hidden wall, and favourites for visitors", async () => {
    const id = await createWall(owner, { name: 'Someone else' });
    expect((await put(`/api/users/${owner.user.id}/favorite-walls`, { id }, stranger)).statusCode).toBe(403);
    const hidden = await createWall(owner, { name: 'Hidden', private: true });
    expect(
      (await put(`/api/users/${stranger.user.id}/favorite-walls`, { id: hidden }, stranger)).statusCode,
    ).toBe(404);
    expect((await get('/api/walls?favorites=true')).statusCode).toBe(401);
  });

  it('shows others only the favourites they may see, and the user all of their own', async () => {
    const open = await createWall(owner, { name: 'Open favourite' });
    const secret = await createWall(owner, {
      name: 'Secret favourite',
      private: true,
      invited_users: [invited.user.id],
    });
    for (const id of [open, secret])
      await put(`/api/users/${invited.user.id}/favorite-walls`, { id }, invited);
    await put(`/api/walls/${secret}`, { name: 'Secret favourite', private: true, invited_users: [] }, owner);

    const favouritesSeenBy = async (who?: Member) =>
      (await get(`/api/users/${invited.user.id}`, who)).json().favorite_walls as string[];
    expect(await favouritesSeenBy()).toContain(open);
    expect(await favouritesSeenBy()).not.toContain(secret);
    expect(await favouritesSeenBy(stranger)).not.toContain(secret);
    expect(await favouritesSeenBy(owner)).toEqual(expect.arrayContaining([open, secret]));
    expect(await favouritesSeenBy(invited)).toEqual(expect.arrayContaining([open, secret]));
    expect((await get('/api/users/me', invited)).json().favorite_walls).toContain(secret);
  });
});

describe('deleting walls', () => {
  it('lets only editors delete, and removes every row and file of the wall', async () => {
    const id = await createWall(owner, {
      name: 'Doomed',
      private: true,
      admin_users: [admin.user.id],
      invited_users: [invited.user.id],
    });
    await put(
      `/api/walls/${id}`,
      {
        name: 'Doomed',
        private: true,
        admin_users: [admin.user.id],
        invited_users: [invited.user.id],
        base64_image: jpeg,
      },
      owner,
    );
    const rev = (await get(`/api/walls/${id}/revisions/latest`, owner)).json();
    await t.ctx.db.insert(holds).values({
      revisionId: rev.id,
      boundingPolygon: [
        { x: 0.1, y: 0.1 },
        { x: 0.2, y: 0.1 },
        { x: 0.2, y: 0.2 },
      ],
    });
    await put(`/api/users/${invited.user.id}/favorite-walls`, { id }, invited);
    const folder = path.join(t.dataDir, 'files', 'walls', id);
    expect(readdirSync(folder)).toHaveLength(2);

    const refused = await del(`/api/walls/${id}`, invited);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("Only the wall's owner and admins can change this wall.");
    expect((await del(`/api/walls/${id}`, stranger)).statusCode).toBe(404);
    expect((await del(`/api/walls/${id}`, admin)).statusCode).toBe(204);

    expect((await get(`/api/walls/${id}`, owner)).statusCode).toBe(404);
    for (const table of [wallRevisions, wallAdminUsers, wallInvitedUsers, favoriteWalls]) {
      const [row] = await t.ctx.db
        .select({ n: count() })
        .from(table)
        .where(sql`wall_id = ${id}`);
      expect(row!.n).toBe(0);
    }
    const [orphans] = await t.ctx.db
      .select({ n: count() })
      .from(holds)
      .where(sql`revision_id = ${rev.id}`);
    expect(orphans!.n).toBe(0);
    expect(existsSync(folder)).toBe(false);
  });
});
