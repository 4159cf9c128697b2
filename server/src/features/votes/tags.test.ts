import { TAG_NOT_FOUND } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, climber: Member, other: Member;
let wallId: string, holdIds: string[];

const headers = (who?: Member | null) => who?.auth ?? {};
const addTag = (climbId: string, name: string, who?: Member | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${climbId}/tags`,
    payload: { name },
    headers: headers(who),
  });
const vote = (climbId: string, tagId: string, score: string, who?: Member | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${climbId}/tags/${tagId}/vote?score=${score}`,
    headers: headers(who),
  });
const unvote = (climbId: string, tagId: string, who?: Member | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/climbs/${climbId}/tags/${tagId}/vote`, headers: headers(who) });
const tagsOf = async (climbId: string) =>
  (await climbCalls(t).get(climbId)).json().tags as {
    id: string;
    name: string;
    votes: { score: number }[];
  }[];

async function newClimb(overrides: Record<string, unknown> = {}) {
  return (await climbCalls(t).create(climbBody(wallId, holdIds, overrides), setter)).json().id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [setter, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(setter, { base64_image: jpeg });
  ({ holdIds } = await traceHolds(t, setter, wallId, 2));
});
afterAll(() => t.close());

describe('tags', () => {
  it("adds a known tag with the caller's +1, and finds the same tag when added twice", async () => {
    const climbId = await newClimb();
    const first = await addTag(climbId, 'crimpy', climber);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'crimpy', votes: [{ user_id: climber.user.id, score: 1 }] });
    const again = await addTag(climbId, 'crimpy', other);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().votes).toHaveLength(2);
  });

  it('refuses names that are not known tags', async () => {
    const climbId = await newClimb();
    const res = await addTag(climbId, 'sandbagged', climber);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Pick one of the known tags.');
  });

  it('takes one vote per climber, replaced by a later one, and only 1 or -1', async () => {
    const climbId = await newClimb();
    const tag = (await addTag(climbId, 'dynamic', climber)).json();
    expect((await vote(climbId, tag.id, '-1', climber)).json().votes).toEqual([
      { user_id: climber.user.id, score: -1 },
    ]);
    expect((await vote(climbId, tag.id, '2', climber)).statusCode).toBe(400);
  });

  it('drops the tag off the climb when its last vote is taken back', async () => {
    const climbId = await newClimb();
    const tag = (await addTag(climbId, 'jugs', climber)).json();
    await vote(climbId, tag.id, '-1', other);
    expect((await unvote(climbId, tag.id, climber)).statusCode).toBe(204);
    expect((await tagsOf(climbId)).map((t) => t.name)).toEqual(['jugs']);
    expect((await unvote(climbId, tag.id, other)).statusCode).toBe(204);
    expect(await tagsOf(climbId)).toEqual([]);
    const gone = await vote(climbId, tag.id, '1', other);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(TAG_NOT_FOUND);
  });

  it('asks visitors to sign in and hides drafts', async () => {
    const draft = await newClimb({ draft: true });
    expect((await addTag(draft, 'crimpy')).statusCode).toBe(401);
    expect((await addTag(draft, 'crimpy', climber)).statusCode).toBe(404);
  });

  it('finds a tag only on its own climb', async () => {
    const climbId = await newClimb();
    const otherClimb = await newClimb();
    const tag = (await addTag(climbId, 'static', climber)).json();
    expect((await vote(otherClimb, tag.id, '1', climber)).statusCode).toBe(404);
  });
});
