import {
  GRADES,
  LIST_NAME_EMPTY,
  PUBLIC_LIST_ADMINS_ONLY,
  PUBLIC_LIST_EDITORS,
  CLIMB_ON_OTHER_WALL,
} from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member, climber: Member, other: Member;
let wallId: string, otherWallId: string;
const c: Record<string, string> = {};

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, payload });
const made = async (who: Member, payload: object) => {
  const res = await call('POST', '/climb-lists', who, { wall_id: wallId, ...payload });
  if (res.statusCode !== 201) throw new Error(`POST /climb-lists answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; climbs: string[]; is_editable: boolean; public: boolean };
};
const tick = (who: Member, climbId: string, type: string, isPublic = true) =>
  call('POST', '/ascents', who, {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: type,
    attempts: type === 'redpoint' ? 3 : 1,
    public: isPublic,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, admin, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(owner, { base64_image: jpeg, admin_users: [admin.user.id] });
  otherWallId = await t.addWall(owner, { base64_image: jpeg });
  const { holdIds } = await traceHolds(t, owner, wallId, 2);
  const { holdIds: otherHolds } = await traceHolds(t, owner, otherWallId, 2);
  const climb = async (name: string, wall: string, holds: string[], extra: object = {}) =>
    (c[name] = (
      await climbCalls(t).create(
        { wall_id: wall, name, start_holds: [holds[0]], top_holds: [holds[1]], ...extra },
        owner,
      )
    ).json().id);
  await climb('A', wallId, holdIds, { grade: font('6A') });
  await climb('B', wallId, holdIds, { grade: font('6B') });
  await climb('C', wallId, holdIds, { grade: font('7A') });
  await climb('Draft', wallId, holdIds, { draft: true });
  await climb('Elsewhere', otherWallId, otherHolds);
});
afterAll(() => t.close());

describe('creating lists', () => {
  it('gives anyone who reads the wall a private list, with its climbs', async () => {
    const list = await made(climber, { name: '  Projects ', climb_ids: [c.A, c.B, c.A] });
    expect(list).toMatchObject({ name: 'Projects', public: false, climbs: [c.A, c.B], is_editable: true });
  });

  it("refuses an empty name with 'Please enter a list name'", async () => {
    const res = await call('POST', '/climb-lists', climber, { wall_id: wallId, name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LIST_NAME_EMPTY);
  });

  it("keeps public lists to the wall's owner and admins", async () => {
    const refused = await call('POST', '/climb-lists', climber, {
      wall_id: wallId,
      name: 'Circuit',
      public: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(PUBLIC_LIST_ADMINS_ONLY);
    expect((await made(admin, { name: 'Winter league', public: true })).public).toBe(true);
    expect((await call('POST', '/climb-lists', null, { wall_id: wallId, name: 'x' })).statusCode).toBe(401);
  });

  it("refuses a climb of another wall, and one the caller can't see", async () => {
    const res = await call('POST', '/climb-lists', climber, {
      wall_id: wallId,
      name: 'Mixed',
      climb_ids: [c.Elsewhere],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CLIMB_ON_OTHER_WALL);
    expect(
      (await call('POST', '/climb-lists', climber, { wall_id: wallId, name: 'Peek', climb_ids: [c.Draft] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('who sees and changes lists', () => {
  it('shows public lists to everyone and private ones to their owner only', async () => {
    const mine = await made(climber, { name: 'Secret' });
    const names = async (who: Member | null) =>
      ((await call('GET', `/climb-lists?wall_id=${wallId}`, who)).json() as { name: string }[]).map(
        (l) => l.name,
      );
    expect(await names(climber)).toEqual(expect.arrayContaining(['Projects', 'Winter league', 'Secret']));
    expect(await names(other)).toEqual(['Winter league']);
    expect(await names(null)).toEqual(['Winter league']);
    expect((await call('GET', `/climb-lists/${mine.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/climb-lists/${mine.id}`, owner)).statusCode).toBe(404);
    const own = (await call('GET', '/climb-lists', climber)).json() as { name: string }[];
    expect(own.map((l) => l.name)).toEqual(['Projects', 'Secret']);
  });

  it('lets the owner rename, reweigh and delete a private list; others are told it does not exist', async () => {
    const list = await made(climber, { name: 'Temp' });
    const renamed = await call('PUT', `/climb-lists/${list.id}`, climber, { name: 'Keep' });
    expect(renamed.json().name).toBe('Keep');
    expect((await call('PUT', `/climb-lists/${list.id}`, admin, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/climb-lists/${list.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/climb-lists/${list.id}`, climber)).statusCode).toBe(204);
    expect((await call('GET', `/climb-lists/${list.id}`, climber)).statusCode).toBe(404);
  });

  it('lets a member removed from a private wall still delete their own list there, and nothing else', async () => {
    const jpeg = (await phoneJpeg(320, 240)).toString('base64');
    const hidden = await t.addWall(owner, {
      base64_image: jpeg,
      private: true,
      invited_users: [climber.user.id],
    });
    const res = await call('POST', '/climb-lists', climber, { wall_id: hidden, name: 'Left behind' });
    expect(res.statusCode).toBe(201);
    const list = res.json() as { id: string };
    const removed = await call('PUT', `/walls/${hidden}`, owner, {
      name: 'Board',
      private: true,
      invited_users: [],
    });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/climb-lists/${list.id}`, climber)).statusCode).toBe(404);
    expect((await call('PUT', `/climb-lists/${list.id}`, climber, { name: 'Back' })).statusCode).toBe(404);
    expect((await call('DELETE', `/climb-lists/${list.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/climb-lists/${list.id}`, climber)).statusCode).toBe(204);
  });

  it("lets only the wall's owner and admins change a public list", async () => {
    const league = await made(admin, { name: 'Summer league', public: true });
    const refused = await call('PUT', `/climb-lists/${league.id}`, climber, { name: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(PUBLIC_LIST_EDITORS);
    const seen = (await call('GET', `/climb-lists/${league.id}`, climber)).json();
    expect(seen.is_editable).toBe(false);
    expect((await call('POST', `/climb-lists/${league.id}/climbs?climb_id=${c.A}`, climber)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/climb-lists/${league.id}`, owner, { name: 'Summer cup' })).json().name).toBe(
      'Summer cup',
    );
    expect((await call('GET', `/climb-lists/${league.id}`, owner)).json().is_editable).toBe(true);
  });

  it('checks ranking weights: 0 to 1000 / 0 to 100 in steps of 5', async () => {
    const league = await made(admin, { name: 'Weights', public: true });
    for (const body of [{ base_score: 1005 }, { grade_increment_score: 7 }, { flash_bonus_score: -5 }, {}]) {
      const res = await call('PUT', `/climb-lists/${league.id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail.length).toBeGreaterThan(0);
    }
    const res = await call('PUT', `/climb-lists/${league.id}`, admin, {
      base_score: 1000,
      flash_bonus_score: 0,
    });
    expect(res.json()).toMatchObject({ base_score: 1000, grade_increment_score: 20, flash_bonus_score: 0 });
  });
});

describe("a list's climbs", () => {
  it('are added once, taken off, and filter the climbs list', async () => {
    const list = await made(climber, { name: 'Todo' });
    await call('POST', `/climb-lists/${list.id}/climbs?climb_id=${c.C}`, climber);
    const twice = await call('POST', `/climb-lists/${list.id}/climbs?climb_id=${c.C}`, climber);
    expect(twice.json().climbs).toEqual([c.C]);
    expect(
      (await call('POST', `/climb-lists/${list.id}/climbs?climb_id=${c.Elsewhere}`, climber)).statusCode,
    ).toBe(400);
    const names = async () =>
      (
        (await climbCalls(t).list(wallId, climber, `?climb_list_id=${list.id}`)).json().climbs as {
          name: string;
        }[]
      ).map((x) => x.name);
    expect(await names()).toEqual(['C']);
    expect((await climbCalls(t).list(wallId, other, `?climb_list_id=${list.id}`)).statusCode).toBe(404);
    const removed = await call('DELETE', `/climb-lists/${list.id}/climbs/${c.C}`, climber);
    expect(removed.json().climbs).toEqual([]);
    expect(await names()).toEqual([]);
  });
});

describe('rankings', () => {
  it('score each climber by hand-computed rules: base + 20 per grade step above the easiest + flash bonus', async () => {
    const league = await made(admin, { name: 'Ranked', public: true, climb_ids: [c.A, c.B, c.C] });
    const [u1, u2, u3] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    await tick(u1!, c.A!, 'flash'); // 6A, the easiest: 100 + 0 + 10 = 110
    await tick(u1!, c.C!, 'redpoint'); // 7A, six Font grades up: 100 + 6 × 20 = 220
    await tick(u2!, c.B!, 'redpoint'); // 6B, two up: 100 + 40, and flashed on another day: + 10
    await tick(u2!, c.B!, 'onsight');
    await tick(u3!, c.C!, 'flash', false); // private: never counts
    const rankings = async () => (await call('GET', `/climb-lists/${league.id}/rankings`, null)).json();
    expect(await rankings()).toEqual({
      climbs: 3,
      entries: [
        { user_id: u1!.user.id, total_score: 330, climbs_completed: 2, flash_count: 1 },
        { user_id: u2!.user.id, total_score: 150, climbs_completed: 1, flash_count: 1 },
      ],
    });
    await call('PUT', `/climb-lists/${league.id}`, admin, {
      base_score: 50,
      grade_increment_score: 0,
      flash_bonus_score: 100,
    });
    expect((await rankings()).entries.map((e: { total_score: number }) => e.total_score)).toEqual([200, 150]);
  });

  it('are empty for a list nobody has ticked, and hidden with a private list', async () => {
    const empty = await made(admin, { name: 'Fresh', public: true });
    expect((await call('GET', `/climb-lists/${empty.id}/rankings`, other)).json()).toEqual({
      climbs: 0,
      entries: [],
    });
    const mine = await made(climber, { name: 'Mine only' });
    expect((await call('GET', `/climb-lists/${mine.id}/rankings`, other)).statusCode).toBe(404);
  });
});
