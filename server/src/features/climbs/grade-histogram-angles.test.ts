import { GRADES, type Climb, type GradeHistogram } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 47: the wall home's grade histogram at the angle a climber chose, counting each climb at its grade
// there, else at its set angle's, as the climbs list's grade filter does.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member;
let members: Member[];
let boardId: string;
let steepId: string, lowId: string;

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: setter.auth });
const histogram = async (query: string): Promise<GradeHistogram> => {
  const res = await get(`/walls/${boardId}/grade-histogram${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const vote = (who: Member, climbId: string, grade: string, angle: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${climbId}/grade_votes`,
    headers: who.auth,
    payload: { value: font(grade), angle },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const all = await Promise.all(Array.from({ length: 4 }, () => t.signUp()));
  [setter, members] = [all[0]!, all.slice(1)];
  const base64_image = (await phoneJpeg(320, 240)).toString('base64');
  boardId = await t.addWall(setter, { base64_image, adjustable_angle: true, default_angle: 40 });
  const { holdIds } = await traceHolds(t, setter, boardId, 2);
  const create = async (body: object) => (await climbCalls(t).create(body, setter)).json().id as string;
  steepId = await create(climbBody(boardId, holdIds, { wall_angle: 40, name: 'Steep' }));
  lowId = await create(climbBody(boardId, holdIds, { wall_angle: 30, name: 'Low' }));
  // Steep: 6A at its set 40°, 7A at 50° (two votes there); Low: 6B at its set 30° only.
  expect((await vote(members[0]!, steepId, '6A', 40)).statusCode).toBe(201);
  expect((await vote(members[1]!, steepId, '7A', 50)).statusCode).toBe(201);
  expect((await vote(members[2]!, steepId, '7A', 50)).statusCode).toBe(201);
  expect((await vote(members[0]!, lowId, '6B', 30)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe("a wall's grade histogram at an angle", () => {
  it("counts each climb at its grade at the angle, else at its set angle's", async () => {
    expect((await histogram('?angle=50')).bars).toEqual([
      { grade_id: font('6B'), count: 1 },
      { grade_id: font('7A'), count: 1 },
    ]);
    expect((await histogram('?angle=40')).bars).toEqual([
      { grade_id: font('6A'), count: 1 },
      { grade_id: font('6B'), count: 1 },
    ]);
    // Without an angle, each climb's grade over every angle: Steep's three votes average near 6C+.
    const all = await histogram('');
    expect(all.bars.map((b) => b.count)).toEqual([1, 1]);
    expect(all.bars.some((b) => b.grade_id === font('7A'))).toBe(false);
  });

  it("agrees with the list's grade filter at the same angle", async () => {
    for (const angle of [30, 40, 50]) {
      for (const bar of (await histogram(`?angle=${angle}`)).bars) {
        const res = await get(
          `/walls/${boardId}/climbs?angle=${angle}&grade_system=Font&grade_from=${bar.grade_id}&grade_to=${bar.grade_id}`,
        );
        expect((res.json().climbs as Climb[]).length).toBe(bar.count);
      }
    }
  });

  it('refuses an angle outside -90..90 with the contract’s words', async () => {
    const res = await get(`/walls/${boardId}/grade-histogram?angle=95`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('angle');
  });
});

describe("a tick's grade at the angle it was climbed at (the climber's pyramid)", () => {
  const tickAt = async (climbId: string, angle: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ascents',
      headers: members[2]!.auth,
      payload: { climb_id: climbId, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1, angle },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("is the climb's grade there, else at its set angle, beside its average over every angle", async () => {
    expect(await tickAt(steepId, 50)).toMatchObject({ climb_grade_at_angle: font('7A') });
    expect(await tickAt(steepId, 45)).toMatchObject({ climb_grade_at_angle: font('6A') });
    const low = await tickAt(lowId, 50);
    expect(low).toMatchObject({ climb_grade_at_angle: font('6B'), climb_average_grade: font('6B') });
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/ascents/query',
      headers: setter.auth,
      payload: { user_id: members[2]!.user.id },
    });
    const grades = listed
      .json()
      .ascents.map((a: { angle: number; climb_grade_at_angle: number }) => [a.angle, a.climb_grade_at_angle]);
    expect(grades).toEqual(
      expect.arrayContaining([
        [50, font('7A')],
        [45, font('6A')],
        [50, font('6B')],
      ]),
    );
  });
});
