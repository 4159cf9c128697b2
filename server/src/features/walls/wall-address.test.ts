import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpeg: string;
let setter: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(300, 200)).toString('base64');
  setter = await t.signUp('Setter Sally');
});
afterAll(() => t.close());

const address = {
  road: 'Road',
  house_number: '12',
  suburb: 'Suburb',
  city_district: 'District',
  city: 'Addressville',
  county: 'County',
  municipality: 'Addressville Municipality',
  country: 'Country',
};

const createWall = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: setter.auth,
    payload: { name: 'Board', gym_name: 'Gym', base64_image: jpeg, coordinates: [59.3, 18.1], ...payload },
  });
const getWall = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/walls/${id}` })).json();
const search = async (text: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/walls?search_text=${encodeURIComponent(text)}` }))
    .json()
    .walls.map((w: { id: string }) => w.id);

describe("a wall's address", () => {
  it('stores the address parts and returns them with the wall', async () => {
    const res = await createWall({ address: { ...address, road: '  Road  ' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await getWall(res.json().id)).address).toEqual(address);
  });

  it('returns every part as null when no address was sent, and blank parts as null', async () => {
    const none = await createWall({});
    expect(Object.values((await getWall(none.json().id)).address)).toEqual(Array(8).fill(null));
    const blank = await createWall({ address: { road: ' ', country: 'Country' } });
    expect((await getWall(blank.json().id)).address).toMatchObject({ road: null, country: 'Country' });
  });

  it('replaces the address when the wall is edited, and clears it when none is sent', async () => {
    const { id } = (await createWall({ address })).json();
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/walls/${id}`,
        headers: setter.auth,
        payload: { name: 'Board', ...body },
      });
    expect((await put({ address: { ...address, house_number: '14' } })).statusCode).toBe(200);
    expect((await getWall(id)).address).toEqual({ ...address, house_number: '14' });
    expect((await put({})).statusCode).toBe(200);
    expect((await getWall(id)).address.city).toBeNull();
  });

  it('refuses a part over 100 characters with a 400 whose detail names the part', async () => {
    const res = await createWall({ address: { ...address, city: 'c'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('City can be at most 100 characters');
    const notText = await createWall({ address: { road: 12 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().detail).toBeTruthy();
  });

  it('lets the walls search find a wall by its city or its municipality', async () => {
    const { id } = (
      await createWall({ name: 'Plain board', gym_name: null, address: { ...address, city: 'Grünberg' } })
    ).json();
    const other = (
      await createWall({ name: 'Other board', gym_name: null, address: { municipality: 'Tannhausen' } })
    ).json().id;
    expect(await search('GRÜNBERG')).toContain(id);
    expect(await search('grünberg')).not.toContain(other);
    expect(await search('tannhausen')).toEqual([other]);
  });
});
