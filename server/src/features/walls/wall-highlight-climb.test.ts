import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg, toBase64 } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** GET /walls/{id}?highlight_climb= (spec 7, Walls): the wall shown with one of its climbs. */

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, stranger: Member;
let wallId: string, otherWallId: string;
/** Set on the wall's first photo, before the photo changed. */
let oldClimbId: string;
/** Set on the wall's second (latest) photo. */
let newClimbId: string;
let draftId: string;
let firstPhoto: { image_url: string; thumbnail_url: string };

const getWall = (id: string, query: string, who?: Member) =>
  t.app.inject({ method: 'GET', url: `/api/walls/${id}${query}`, headers: who?.auth ?? {} });

beforeAll(async () => {
  t = await buildTestApp();
  [setter, stranger] = await Promise.all([t.signUp('Setter Sue'), t.signUp('Stranger Sam')]);
  const climbs = climbCalls(t);
  const createClimb = async (body: object) => {
    const res = await climbs.create(body, setter);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  wallId = await t.addWall(setter, { base64_image: toBase64(await phoneJpeg(600, 400)) });
  otherWallId = await t.addWall(setter, { base64_image: toBase64(await phoneJpeg(600, 400)) });
  firstPhoto = (await getWall(wallId, '', setter)).json();
  oldClimbId = await createClimb(climbBody(wallId, (await traceHolds(t, setter, wallId, 3)).holdIds));

  const newPhoto = await t.app.inject({
    method: 'PUT',
    url: `/api/walls/${wallId}`,
    headers: setter.auth,
    payload: { name: 'Board', base64_image: toBase64(await phoneJpeg(640, 480)) },
  });
  expect(newPhoto.statusCode, newPhoto.body).toBe(200);
  const { holdIds } = await traceHolds(t, setter, wallId, 3);
  newClimbId = await createClimb(climbBody(wallId, holdIds));
  draftId = await createClimb(climbBody(wallId, holdIds, { name: 'Draft', draft: true }));
});
afterAll(() => t.close());

describe('GET /walls/{id}?highlight_climb=', () => {
  it("answers the wall with the photo of the climb's own revision, after the wall's photo changed", async () => {
    const plain = (await getWall(wallId, '')).json();
    const res = await getWall(wallId, `?highlight_climb=${oldClimbId}`);
    expect(res.statusCode, res.body).toBe(200);
    const highlighted = res.json();
    expect(highlighted.image_url).not.toBe(plain.image_url);
    expect(highlighted).toMatchObject({
      image_url: firstPhoto.image_url,
      thumbnail_url: firstPhoto.thumbnail_url,
    });
    // Everything else is the wall as it is now, its latest revision included.
    expect({ ...highlighted, image_url: 0, thumbnail_url: 0, image_variants: 0 }).toEqual({
      ...plain,
      image_url: 0,
      thumbnail_url: 0,
      image_variants: 0,
    });
    const climb = (await t.app.inject({ method: 'GET', url: `/api/climbs/${oldClimbId}` })).json();
    expect(highlighted.image_url).toBe(climb.image_url);
  });

  it('answers the wall unchanged for a climb on its latest photo', async () => {
    const res = await getWall(wallId, `?highlight_climb=${newClimbId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await getWall(wallId, '')).json());
  });

  it('is a 404 for a climb of another wall, an unknown climb, or a draft the caller may not see', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [wall, climb, who] of [
      [otherWallId, oldClimbId, setter],
      [wallId, unknown, setter],
      [wallId, draftId, stranger],
    ] as const) {
      const res = await getWall(wall, `?highlight_climb=${climb}`, who);
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
        status: 404,
        detail: 'Climb not found',
      });
    }
    expect((await getWall(wallId, `?highlight_climb=${draftId}`, setter)).statusCode).toBe(200);
  });

  it('is a 400 with a detail for an id that is no id, and still refuses unknown parameters', async () => {
    const bad = await getWall(wallId, '?highlight_climb=42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('The id is not valid.');
    const unknown = await getWall(wallId, `?highlight_climb=${newClimbId}&highlightClimb=1`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown query parameter: highlightClimb.');
  });
});
