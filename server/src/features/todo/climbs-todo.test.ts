import { NOT_YOURSELF } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, climber: Member, other: Member;
let climbId: string, draftId: string, privateClimbId: string;

const headers = (who?: Member | null) => who?.auth ?? {};
const add = (userId: string, id: string, who?: Member | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/climbs-todo`,
    payload: { id },
    headers: headers(who),
  });
const remove = (userId: string, id: string, who?: Member | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/climbs-todo/${id}`, headers: headers(who) });
const todoOf = async (userId: string, who?: Member | null) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${userId}`, headers: headers(who) })).json()
    .climbs_todo as string[];

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [setter, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  const wallId = await t.addWall(setter, { base64_image: jpeg });
  const privateWall = await t.addWall(setter, { base64_image: jpeg, private: true });
  const { holdIds } = await traceHolds(t, setter, wallId, 2);
  const { holdIds: privateHolds } = await traceHolds(t, setter, privateWall, 2);
  const calls = climbCalls(t);
  const made = async (payload: object) => (await calls.create(payload, setter)).json().id as string;
  climbId = await made(climbBody(wallId, holdIds));
  draftId = await made(climbBody(wallId, holdIds, { draft: true }));
  privateClimbId = await made(climbBody(privateWall, privateHolds));
});
afterAll(() => t.close());

describe('the to-do list', () => {
  it('takes a climb the user can see, once, and answers the user with it', async () => {
    const res = await add(climber.user.id, climbId, climber);
    expect(res.statusCode).toBe(200);
    expect(res.json().climbs_todo).toEqual([climbId]);
    expect((await add(climber.user.id, climbId, climber)).json().climbs_todo).toEqual([climbId]);
  });

  it('is changed by its owner only', async () => {
    const res = await add(climber.user.id, climbId, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(NOT_YOURSELF);
    expect((await remove(climber.user.id, climbId, other)).statusCode).toBe(403);
    expect((await add(climber.user.id, climbId)).statusCode).toBe(401);
  });

  it('refuses climbs the user cannot see', async () => {
    expect((await add(climber.user.id, draftId, climber)).statusCode).toBe(404);
    expect((await add(climber.user.id, privateClimbId, climber)).statusCode).toBe(404);
  });

  it('shows others only the climbs they could open', async () => {
    await add(setter.user.id, draftId, setter);
    await add(setter.user.id, privateClimbId, setter);
    await add(setter.user.id, climbId, setter);
    expect(await todoOf(setter.user.id, setter)).toEqual([climbId, privateClimbId, draftId]);
    expect(await todoOf(setter.user.id, other)).toEqual([climbId]);
    expect(await todoOf(setter.user.id)).toEqual([climbId]);
  });

  it('lets the owner take a climb off', async () => {
    await add(other.user.id, climbId, other);
    const res = await remove(other.user.id, climbId, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().climbs_todo).toEqual([]);
  });
});
