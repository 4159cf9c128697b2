import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, setter: Member, climber: Member, quiet: Member;
let wallId: string, privateWallId: string;
const c: Record<string, string> = {};

const send = (who: Member, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload }).then((res) => {
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  });
const tick = (who: Member, climbId: string, isPublic = true) =>
  send(who, '/ascents', {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
    public: isPublic,
  });
const get = (url: string, who: Member | null = null) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.auth ?? {} });

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, setter, climber, quiet] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  privateWallId = await t.addWall(owner, { base64_image: jpeg, private: true });
  const { holdIds } = await traceHolds(t, owner, wallId, 2);
  const made = async (name: string, who: Member, extra: object = {}) =>
    (c[name] = (
      await climbCalls(t).create(
        { wall_id: wallId, name, start_holds: [holdIds[0]], top_holds: [holdIds[1]], ...extra },
        who,
      )
    ).json().id);
  await made('One', setter);
  await made('Two', setter);
  await made('Three', owner);
  await made('Secret', quiet, { draft: true });
  await tick(climber, c.One!);
  await tick(climber, c.Two!);
  await tick(owner, c.One!);
  await tick(quiet, c.One!, false);
  await tick(quiet, c.Secret!);
  await send(climber, `/climbs/${c.Two}/beta-videos`, { url: 'https://youtu.be/dQw4w9WgXcQ' }, 'PUT');
});
afterAll(() => t.close());

describe("a wall's leaderboard", () => {
  it('ranks setters by climbs set, climbers by public ticks and climbs by ticks, top 3 each', async () => {
    const res = await get(`/walls/${wallId}/statistics`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // One has 3 ticks (one private: counted, never named), Two 1.
      top_setters: [
        { id: setter.user.id, n_climbs: 2, n_ascents: 4 },
        { id: owner.user.id, n_climbs: 1, n_ascents: 0 },
      ],
      // A draft's ticks never count (climb.read): quiet's only public tick is of their draft.
      top_climbers: [
        { id: climber.user.id, n_ascents: 2 },
        { id: owner.user.id, n_ascents: 1 },
      ],
      top_climbs: [
        { id: c.One, n_ascents: 3 },
        { id: c.Two, n_ascents: 1 },
      ],
    });
  });

  it("counts a draft only for its setter, and hides a private wall's", async () => {
    const seen = (await get(`/walls/${wallId}/statistics`, quiet)).json();
    expect(seen.top_climbs.map((x: { id: string }) => x.id)).toContain(c.Secret);
    expect((await get(`/walls/${privateWallId}/statistics`, climber)).statusCode).toBe(404);
  });
});

describe("a wall's feed", () => {
  it('lists new climbs, public ticks and beta videos newest first, without drafts or private ticks', async () => {
    const items = (await get(`/walls/${wallId}/feed?limit=20`)).json() as {
      type: string;
      climb_name: string;
      user_id: string;
    }[];
    expect(items.map((i) => `${i.type} ${i.climb_name}`)).toEqual([
      'other Two',
      'ascent One',
      'ascent Two',
      'ascent One',
      'climb Three',
      'climb Two',
      'climb One',
    ]);
    expect(items[0]!.user_id).toBe(climber.user.id);
  });

  it('starts at 5 and takes a larger limit for Load more', async () => {
    expect((await get(`/walls/${wallId}/feed`)).json()).toHaveLength(5);
    expect((await get(`/walls/${wallId}/feed?limit=15`)).json()).toHaveLength(7);
    expect((await get(`/walls/${wallId}/feed?limit=0`)).statusCode).toBe(400);
    expect((await get(`/walls/${privateWallId}/feed`)).statusCode).toBe(404);
  });
});

describe('the per-wall tick counts behind the leaderboard', () => {
  it('follow a tick made private, a removed tick and a removed climb', async () => {
    const fresh = await t.signUp();
    const wall = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const { holdIds } = await traceHolds(t, owner, wall, 2);
    const made = async (name: string) =>
      (
        await climbCalls(t).create(
          { wall_id: wall, name, start_holds: [holdIds[0]], top_holds: [holdIds[1]] },
          owner,
        )
      ).json().id as string;
    const [x, y] = [await made('X'), await made('Y')];
    const ticks = [await tick(fresh, x), await tick(fresh, x), await tick(fresh, y)];
    const count = async () =>
      (
        (await get(`/walls/${wall}/statistics`)).json().top_climbers as { id: string; n_ascents: number }[]
      ).find((c) => c.id === fresh.user.id)?.n_ascents ?? 0;
    expect(await count()).toBe(3);
    await send(
      fresh,
      `/ascents/${ticks[0].id}`,
      { climb_id: x, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1, public: false },
      'PUT',
    );
    expect(await count()).toBe(2);
    await t.app.inject({ method: 'DELETE', url: `/api/ascents/${ticks[2].id}`, headers: fresh.auth });
    expect(await count()).toBe(1);
    await climbCalls(t).remove(x, owner);
    expect(await count()).toBe(0);
  });

  it("take a climb's ticks off when it turns draft and put them back when it is published", async () => {
    const fresh = await t.signUp();
    const wall = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const { holdIds } = await traceHolds(t, owner, wall, 2);
    const body = { wall_id: wall, name: 'Z', start_holds: [holdIds[0]], top_holds: [holdIds[1]] };
    const z = (await climbCalls(t).create(body, owner)).json().id as string;
    await tick(fresh, z);
    await tick(fresh, z);
    const count = async () =>
      (
        (await get(`/walls/${wall}/statistics`, owner)).json().top_climbers as {
          id: string;
          n_ascents: number;
        }[]
      ).find((c) => c.id === fresh.user.id)?.n_ascents ?? 0;
    expect(await count()).toBe(2);
    expect((await climbCalls(t).update(z, { ...body, draft: true }, owner)).statusCode).toBe(200);
    expect(await count()).toBe(0);
    expect((await climbCalls(t).update(z, { ...body, draft: false }, owner)).statusCode).toBe(200);
    expect(await count()).toBe(2);
    await climbCalls(t).update(z, { ...body, draft: true }, owner);
    await climbCalls(t).remove(z, owner);
    expect(await count()).toBe(0);
  });
});
