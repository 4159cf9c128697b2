import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, other: Member;
let wallId: string, lineId: string;
let h: string[];

const similar = async (body: object, who: Member | null = other) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/walls/${wallId}/similar-climbs`,
    headers: who?.auth ?? {},
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; name: string; shared_holds: number; similarity: number }[];
};

beforeAll(async () => {
  t = await buildTestApp();
  [setter, other] = await Promise.all([t.signUp(), t.signUp()]);
  wallId = await t.addWall(setter, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
  h = (await traceHolds(t, setter, wallId, 7)).holdIds;
  const made = async (payload: object) =>
    (await climbCalls(t).create({ wall_id: wallId, ...payload }, setter)).json().id as string;
  lineId = await made({
    name: 'The line',
    start_holds: [h[0]],
    intermediate_holds: [h[1], h[2], h[3]],
    top_holds: [h[4]],
  });
  await made({
    name: 'Hidden',
    draft: true,
    start_holds: [h[0]],
    intermediate_holds: [h[1], h[2], h[3]],
    top_holds: [h[5]],
  });
});
afterAll(() => t.close());

describe('finding a climb with (nearly) the same holds', () => {
  it('finds the same holds in other roles: similarity 1', async () => {
    expect(
      await similar({ start_holds: [h[4]], intermediate_holds: [h[1], h[2], h[3]], top_holds: [h[0]] }),
    ).toEqual([{ id: lineId, name: 'The line', shared_holds: 5, similarity: 1 }]);
  });

  it('finds one hold more (5 shared of 6: 0.83), not two swapped (4 of 6: 0.67)', async () => {
    const more = await similar({
      start_holds: [h[0]],
      intermediate_holds: [h[1], h[2], h[3], h[5]],
      top_holds: [h[4]],
    });
    expect(more.map((m) => [m.name, m.shared_holds, Math.round(m.similarity * 100)])).toEqual([
      ['The line', 5, 83],
    ]);
    expect(
      await similar({ start_holds: [h[0]], intermediate_holds: [h[1], h[2], h[5]], top_holds: [h[6]] }),
    ).toEqual([]);
  });

  it("leaves out the climb being edited and drafts the caller can't see", async () => {
    const same = { start_holds: [h[0]], intermediate_holds: [h[1], h[2], h[3]], top_holds: [h[4]] };
    expect(await similar({ ...same, exclude_id: lineId })).toEqual([]);
    const draftHolds = { start_holds: [h[0]], intermediate_holds: [h[1], h[2], h[3]], top_holds: [h[5]] };
    expect(await similar(draftHolds, other)).toEqual([]);
    expect((await similar(draftHolds, setter)).map((m) => m.name)).toEqual(['Hidden']);
  });

  it('answers nothing for no holds', async () => {
    expect(await similar({})).toEqual([]);
  });
});
