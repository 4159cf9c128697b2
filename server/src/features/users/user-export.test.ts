import { NOT_YOURSELF } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let me: Member, other: Member;
let publicWall: string, privateWall: string, climbId: string, hiddenClimb: string, othersDraft: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Member | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ok = async (method: 'POST' | 'PUT', url: string, who: Member, payload: object) => {
  const res = await call(method, url, who, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [me, other] = await Promise.all([t.signUp('Exporter'), t.signUp('Secret Keeper')]);
  await ok('PUT', `/users/${me.user.id}`, me, { default_grade_system: 'V' });
  publicWall = await t.addWall(other, { base64_image: jpeg, name: 'Open Board' });
  privateWall = await t.addWall(other, {
    base64_image: jpeg,
    name: 'Hidden Garage',
    private: true,
    invited_users: [me.user.id],
  });
  const climbs = climbCalls(t);
  const { holdIds } = await traceHolds(t, other, publicWall, 3);
  const { holdIds: hiddenHolds } = await traceHolds(t, other, privateWall, 3);
  climbId = (await climbs.create(climbBody(publicWall, holdIds, { name: 'Crimp, "quoted"' }), other)).json()
    .id;
  hiddenClimb = (
    await climbs.create(climbBody(privateWall, hiddenHolds, { name: 'Garage Secret' }), other)
  ).json().id;
  othersDraft = (
    await climbs.create(climbBody(publicWall, holdIds, { name: 'Unpublished', draft: true }), other)
  ).json().id;
  await ok('POST', `/climbs/${climbId}/grade_votes`, other, { value: 20 });
  const tick = { climb_id: climbId, ascent_date: '2026-10-01', ascent_type: 'redpoint', attempts: 3 };
  await ok('POST', '/ascents', me, { ...tick, description: 'Finally, with a heel hook' });
  await ok('POST', '/ascents', me, { ...tick, ascent_date: '2026-10-02', public: false });
  await ok('POST', '/ascents', me, { ...tick, climb_id: hiddenClimb });
  await ok('POST', '/ascents', other, { ...tick, description: 'Not mine to take' });
  await ok('POST', `/climbs/${climbId}/rating_votes`, me, { value: 5, public: false });
  const comment = await ok('POST', '/comments', me, {
    comment: 'My beta',
    related_id: climbId,
    related_type: 'climb',
  });
  await ok('POST', `/comments/${comment.id}/replies`, other, { reply: 'Reply of someone else' });
  await ok('POST', '/climb-lists', me, { wall_id: publicWall, name: 'Projects', climb_ids: [climbId] });
  await ok('PUT', `/users/${me.user.id}/climbs-todo`, me, { id: climbId });
  const { holdIds: myHolds } = await traceHolds(t, other, publicWall, 2);
  await climbs.create(climbBody(publicWall, myHolds, { name: 'My Set' }), me);
  // The private wall's owner takes the invitation back: its names are no longer the exporter's to see.
  await ok('PUT', `/walls/${privateWall}`, other, {
    name: 'Hidden Garage',
    private: true,
    invited_users: [],
    address: {},
  });
});
afterAll(() => t.close());

describe('taking your data (GET /users/{id}/export)', () => {
  it('is for the account itself only', async () => {
    expect((await call('GET', `/users/${me.user.id}/export`)).statusCode).toBe(401);
    const res = await call('GET', `/users/${me.user.id}/export`, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(NOT_YOURSELF);
  });

  it('holds the profile, ticks with names and grades, votes, comments, lists, to-do and climbs set', async () => {
    const res = await call('GET', `/users/${me.user.id}/export`, me);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, display_name: 'Exporter', grade_system_used: 'V' });
    expect(data.ticks).toHaveLength(3);
    expect(data.ticks[0]).toMatchObject({
      climb_name: 'Crimp, "quoted"',
      wall_name: 'Open Board',
      date: '2026-10-01',
      ascent_type: 'redpoint',
      attempts: 3,
      public: true,
      notes: 'Finally, with a heel hook',
    });
    expect(data.ticks[0].grade).toMatch(/^V/);
    expect(data.ticks.find((tick: { date: string }) => tick.date === '2026-10-02').public).toBe(false);
    expect(data.votes).toEqual([
      expect.objectContaining({ kind: 'rating', value: '5 stars', public: false }),
    ]);
    expect(data.comments).toEqual([expect.objectContaining({ kind: 'comment', text: 'My beta' })]);
    expect(data.lists).toEqual([
      expect.objectContaining({
        name: 'Projects',
        climbs: [{ climb_id: climbId, climb_name: 'Crimp, "quoted"' }],
      }),
    ]);
    expect(data.todo).toEqual([expect.objectContaining({ climb_id: climbId, wall_name: 'Open Board' })]);
    expect(data.climbs_set).toEqual([expect.objectContaining({ climb_name: 'My Set', draft: false })]);
  });

  it('keeps a tick on a wall no longer shown to them, without the names others keep private', async () => {
    const data = (await call('GET', `/users/${me.user.id}/export`, me)).json();
    const hidden = data.ticks.find((tick: { climb_id: string }) => tick.climb_id === hiddenClimb);
    expect(hidden).toMatchObject({ climb_name: null, wall_name: null, grade: null });
    const text = JSON.stringify(data);
    for (const secret of [
      'Hidden Garage',
      'Garage Secret',
      'Unpublished',
      'Reply of someone else',
      'Not mine',
      'Secret Keeper',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(othersDraft);
  });
});
