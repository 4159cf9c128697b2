import { DEFAULT_WALL_ANGLE, GRADES } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingVotes } from '../../db/schema/votes.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, climber: Member, other: Member, outsider: Member;
let wallId: string, holdIds: string[];

const grade = (system: string, name: string) =>
  GRADES.find((g) => g.system === system && g.grade === name)!.id;
const headers = (who?: Member | null) => who?.auth ?? {};
const cast = (climbId: string, kind: string, payload: object, who?: Member | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${climbId}/${kind}_votes`,
    payload,
    headers: headers(who),
  });
const change = (climbId: string, kind: string, voteId: string, payload: object, who?: Member | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/climbs/${climbId}/${kind}_votes/${voteId}`,
    payload,
    headers: headers(who),
  });
const read = async (climbId: string, who?: Member | null) => (await climbCalls(t).get(climbId, who)).json();

async function newClimb(overrides: Record<string, unknown> = {}) {
  const res = await climbCalls(t).create(climbBody(wallId, holdIds, overrides), setter);
  if (res.statusCode !== 201) throw new Error(`POST /api/climbs answered ${res.statusCode}: ${res.body}`);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [setter, climber, other, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(setter, { base64_image: jpeg });
  ({ holdIds } = await traceHolds(t, setter, wallId, 3));
});
afterAll(() => t.close());

describe('voting', () => {
  it('creates a vote, and a second vote by the same climber replaces it', async () => {
    const climbId = await newClimb();
    const first = await cast(climbId, 'rating', { value: 4 }, climber);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_id: climber.user.id, value: 4, public: true });
    const second = await cast(climbId, 'rating', { value: 2 }, climber);
    expect(second.json().id).toBe(first.json().id);
    expect((await read(climbId)).rating_votes).toEqual([
      { id: first.json().id, user_id: climber.user.id, value: 2, public: true, angle: DEFAULT_WALL_ANGLE },
    ]);
  });

  it('leaves exactly one vote after 20 identical requests at once', async () => {
    const climbId = await newClimb();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cast(climbId, 'rating', { value: 5 }, climber)),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const rows = await t.ctx.db.select().from(ratingVotes).where(eq(ratingVotes.climbId, climbId));
    expect(rows).toHaveLength(1);
  });

  it('keeps the averages right after mixed public and anonymous votes, anonymous ones counting 0.75', async () => {
    const climbId = await newClimb();
    await cast(climbId, 'rating', { value: 5, public: true }, climber);
    await cast(climbId, 'rating', { value: 1, public: false }, other);
    expect((await read(climbId)).average_rating).toBe(3.3);
    await cast(climbId, 'grade', { value: grade('Font', '6A') }, climber);
    await cast(climbId, 'grade', { value: grade('Font', '7A'), public: false }, other);
    // Font ranks: 6A = 3, 7A = 9; (3 + 0.75 × 9) / 1.75 = 5.57 → 6B+ (rank 6)
    expect((await read(climbId)).average_grade).toBe(grade('Font', '6B+'));
  });

  it('names the voter of an anonymous vote only to the voter', async () => {
    const climbId = await newClimb();
    await cast(climbId, 'broken', { value: true, public: false }, other);
    expect((await read(climbId, climber)).broken_votes).toEqual([
      expect.objectContaining({ user_id: null, value: true }),
    ]);
    expect((await read(climbId, other)).broken_votes).toEqual([
      expect.objectContaining({ user_id: other.user.id }),
    ]);
  });

  it('refuses a rating outside 0 to 5 stars or not whole, and an unknown grade', async () => {
    const climbId = await newClimb();
    for (const value of [-1, 6, 2.5]) {
      const res = await cast(climbId, 'rating', { value }, climber);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/stars/);
    }
    expect((await cast(climbId, 'grade', { value: 99999 }, climber)).statusCode).toBe(400);
    expect((await cast(climbId, 'broken', { value: 'yes' }, climber)).statusCode).toBe(400);
  });

  it('asks visitors to sign in, and hides drafts from everyone but their setter', async () => {
    const draft = await newClimb({ draft: true });
    expect((await cast(draft, 'rating', { value: 3 })).statusCode).toBe(401);
    expect((await cast(draft, 'rating', { value: 3 }, climber)).statusCode).toBe(404);
    expect((await cast(draft, 'rating', { value: 3 }, setter)).statusCode).toBe(201);
  });
});

describe('changing a vote', () => {
  it("lets the voter change their vote; someone else's vote is not found for them", async () => {
    const climbId = await newClimb();
    const vote = (await cast(climbId, 'broken', { value: true }, climber)).json();
    const changed = await change(climbId, 'broken', vote.id, { value: false, public: false }, climber);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ value: false, public: false });
    expect((await change(climbId, 'broken', vote.id, { value: true }, other)).statusCode).toBe(404);
    expect((await change(climbId, 'broken', vote.id, { value: true })).statusCode).toBe(401);
  });

  it('finds a vote only on its own climb and of its own kind', async () => {
    const climbId = await newClimb();
    const otherClimb = await newClimb();
    const vote = (await cast(climbId, 'rating', { value: 3 }, climber)).json();
    expect((await change(otherClimb, 'rating', vote.id, { value: 1 }, climber)).statusCode).toBe(404);
    expect((await change(climbId, 'broken', vote.id, { value: true }, climber)).statusCode).toBe(404);
  });

  it('goes with its climb', async () => {
    const climbId = await newClimb();
    const vote = (await cast(climbId, 'rating', { value: 3 }, outsider)).json();
    expect((await climbCalls(t).remove(climbId, setter)).statusCode).toBe(204);
    expect((await change(climbId, 'rating', vote.id, { value: 1 }, outsider)).statusCode).toBe(404);
  });
});
