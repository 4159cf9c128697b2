import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member, invited: Member, stranger: Member;
let jpeg: string;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, admin, invited, stranger] = await Promise.all([
    t.signUp('Owner Olga'),
    t.signUp('Admin Ada'),
    t.signUp('Invited Ivo'),
    t.signUp('Stranger Sam'),
  ]);
});
afterAll(() => t.close());

const triangle = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.15, y: 0.2 },
];
const createWall = (payload: Record<string, unknown> = {}) =>
  t.addWall(owner, {
    base64_image: jpeg,
    admin_users: [admin.user.id],
    invited_users: [invited.user.id],
    ...payload,
  });
// Invited users apply to private walls only: on a public wall `invited` is a stranger to it.
const holdsUrl = (wallId: string, revId = 'latest') => `/api/walls/${wallId}/revisions/${revId}/holds`;
const addHold = (wallId: string, by: { auth: Record<string, string> } | null, polygon: unknown = triangle) =>
  t.app.inject({
    method: 'POST',
    url: holdsUrl(wallId),
    headers: by?.auth ?? {},
    payload: { bounding_polygon: polygon },
  });
const usage = (wallId: string, holdId: string, by: Member, revId = 'latest') =>
  t.app.inject({ method: 'GET', url: `${holdsUrl(wallId, revId)}/${holdId}/usage`, headers: by.auth });
const removeHold = (wallId: string, holdId: string, by: Member, revId = 'latest') =>
  t.app.inject({ method: 'DELETE', url: `${holdsUrl(wallId, revId)}/${holdId}`, headers: by.auth });

const addHolds = (wallId: string, by: { auth: Record<string, string> } | null, holds: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${holdsUrl(wallId)}/batch`,
    headers: by?.auth ?? {},
    payload: { holds },
  });
const shifted = (dx: number) => triangle.map((p) => ({ x: p.x + dx, y: p.y }));

describe('adding many holds at once (Accept all)', () => {
  it('answers 201 with the revision holding every new hold, and their ids in the order sent', async () => {
    const wallId = await createWall();
    const polygons = [shifted(0), shifted(0.2), shifted(0.4)];
    const res = await addHolds(
      wallId,
      owner,
      polygons.map((bounding_polygon) => ({ bounding_polygon })),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.hold_ids).toHaveLength(3);
    const byId = new Map(
      body.holds.map((h: { id: string; bounding_polygon: unknown }) => [h.id, h.bounding_polygon]),
    );
    expect(body.hold_ids.map((id: string) => byId.get(id))).toEqual(polygons);
  });

  it('adds none when one hold is not valid, and says which', async () => {
    const wallId = await createWall();
    const res = await addHolds(wallId, owner, [
      { bounding_polygon: triangle },
      { bounding_polygon: triangle.slice(0, 2) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('A hold needs at least three points.');
    const read = await t.app.inject({ method: 'GET', url: holdsUrl(wallId).replace(/\/holds$/, '') });
    expect(read.json().holds).toEqual([]);
    const empty = await addHolds(wallId, owner, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('Send at least one hold.');
  });

  it('follows the same rule as one hold: owner and admins only', async () => {
    const wallId = await createWall();
    const one = [{ bounding_polygon: triangle }];
    expect((await addHolds(wallId, admin, one)).statusCode).toBe(201);
    expect((await addHolds(wallId, stranger, one)).statusCode).toBe(403);
    expect((await addHolds(wallId, null, one)).statusCode).toBe(401);
  });
});

describe('adding a hold', () => {
  it('answers 201 with the revision holding the new hold, and its id', async () => {
    const wallId = await createWall();
    const res = await addHold(wallId, owner);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.holds).toEqual([{ id: body.hold_id, bounding_polygon: triangle }]);
    const read = await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/revisions/${body.id}` });
    expect(read.json().holds).toEqual(body.holds);
  });

  it('is for the wall owner and admins: others are refused with a detail', async () => {
    const wallId = await createWall();
    expect((await addHold(wallId, admin)).statusCode).toBe(201);
    for (const who of [invited, stranger]) {
      const res = await addHold(wallId, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Only the wall's owner and admins can edit its holds.");
    }
    const visitor = await addHold(wallId, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toBe('You need to login to add stuff and vote.');
  });

  it('refuses an invited member of a private wall, who may read the wall but not edit its holds', async () => {
    const wallId = await createWall({ private: true });
    const { hold_id: holdId } = (await addHold(wallId, owner)).json();
    const read = await t.app.inject({
      method: 'GET',
      url: holdsUrl(wallId).replace(/\/holds$/, ''),
      headers: invited.auth,
    });
    expect(read.statusCode).toBe(200);
    for (const res of [
      await addHold(wallId, invited),
      await usage(wallId, holdId, invited),
      await removeHold(wallId, holdId, invited),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Only the wall's owner and admins can edit its holds.");
    }
  });

  it("answers 404 to a stranger on a private wall, so the wall's existence stays hidden", async () => {
    const wallId = await createWall({ private: true });
    const res = await addHold(wallId, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Wall not found');
  });

  it('refuses an outline of fewer than three points or outside the photo', async () => {
    const wallId = await createWall();
    const short = await addHold(wallId, owner, triangle.slice(0, 2));
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('A hold needs at least three points.');
    const outside = await addHold(wallId, owner, [...triangle.slice(0, 2), { x: 1.5, y: 0.2 }]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().detail).toMatch(/bounding_polygon/);
  });

  it("answers 404 for another wall's revision", async () => {
    const [wallId, otherWall] = await Promise.all([createWall(), createWall()]);
    const otherRev = (await addHold(otherWall, owner)).json().id;
    const res = await t.app.inject({
      method: 'POST',
      url: holdsUrl(wallId, otherRev),
      headers: owner.auth,
      payload: { bounding_polygon: triangle },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Wall revision not found');
  });
});

describe('the revision answer', () => {
  it('shows a hold added or deleted since it was last read', async () => {
    const wallId = await createWall();
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/revisions/latest` })).json().holds;
    expect(await read()).toEqual([]);
    const { hold_id: holdId } = (await addHold(wallId, owner)).json();
    expect(await read()).toEqual([{ id: holdId, bounding_polygon: triangle }]);
    await removeHold(wallId, holdId, owner);
    expect(await read()).toEqual([]);
  });
});

describe('a hold', () => {
  it('is used by no climb when new, and is gone from the revision once deleted', async () => {
    const wallId = await createWall();
    const { hold_id: holdId, id: revId } = (await addHold(wallId, owner)).json();
    const counted = await usage(wallId, holdId, admin, revId);
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toEqual({ climbs: 0 });
    const deleted = await removeHold(wallId, holdId, admin, revId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().holds).toEqual([]);
    expect((await usage(wallId, holdId, owner)).statusCode).toBe(404);
  });

  it('is counted and deleted by wall editors only', async () => {
    const wallId = await createWall();
    const { hold_id: holdId } = (await addHold(wallId, owner)).json();
    for (const who of [invited, stranger]) {
      expect((await usage(wallId, holdId, who)).statusCode).toBe(403);
      expect((await removeHold(wallId, holdId, who)).json().detail).toBe(
        "Only the wall's owner and admins can edit its holds.",
      );
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/revisions/latest` });
    expect(read.json().holds).toHaveLength(1);
  });

  it("answers 404 when it is unknown or on another wall's revision", async () => {
    const [wallId, otherWall] = await Promise.all([createWall(), createWall()]);
    const { hold_id: foreignHold } = (await addHold(otherWall, owner)).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const holdId of [foreignHold, unknown]) {
      const counted = await usage(wallId, holdId, owner);
      expect(counted.statusCode).toBe(404);
      expect(counted.json().detail).toBe('Hold not found');
      expect((await removeHold(wallId, holdId, owner)).statusCode).toBe(404);
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/walls/${otherWall}/revisions/latest` });
    expect(read.json().holds).toHaveLength(1);
  });
});
