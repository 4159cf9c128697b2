import { GRADE_RANGE_REVERSED, GRADES } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Hand-built: Alpha (6A, 4 stars, 2 ticks, holds 0-1), bravo (7A, 2 stars, no ticks, tag 'crimpy',
// holds 0-2-3), Charlie (ungraded, 1 tick, 'crimpy' voted back to 0, holds 4-5), and a stranger's draft.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, climber: Member, other: Member;
let wallId: string;
let h: string[];
const ids: Record<string, string> = {};

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const send = (who: Member, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: who.auth, payload }).then((res) => {
    if (res.statusCode >= 300) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  });
const tick = (who: Member, climbId: string) =>
  send(who, '/ascents', { climb_id: climbId, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1 });

async function names(query: string, who: Member | null = climber) {
  const res = await climbCalls(t).list(wallId, who, `?${query}`);
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
  return (res.json().climbs as { name: string }[]).map((c) => c.name);
}

beforeAll(async () => {
  t = await buildTestApp();
  [setter, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(setter, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
  h = (await traceHolds(t, setter, wallId, 6)).holdIds;
  const made = async (name: string, holds: object, extra: object = {}, by = setter) =>
    (ids[name] = (await send(by, '/climbs', { wall_id: wallId, name, ...holds, ...extra })).id);
  await made('Alpha', { start_holds: [h[0]], top_holds: [h[1]] }, { grade: font('6A') });
  await made(
    'bravo',
    { start_holds: [h[0]], intermediate_holds: [h[2]], top_holds: [h[3]] },
    {
      grade: font('7A'),
      tags: ['crimpy'],
    },
  );
  await made('Charlie', { start_holds: [h[4]], top_holds: [h[5]] }, { tags: ['crimpy'] });
  await made('Hidden', { start_holds: [h[0]], top_holds: [h[1]] }, { draft: true }, other);
  await send(climber, `/climbs/${ids.Alpha}/rating_votes`, { value: 4 });
  await send(climber, `/climbs/${ids.bravo}/rating_votes`, { value: 2 });
  await tick(climber, ids.Alpha!);
  await tick(other, ids.Alpha!);
  await tick(climber, ids.Charlie!);
  const crimpy = (await climbCalls(t).get(ids.Charlie!)).json().tags[0].id;
  await send(climber, `/climbs/${ids.Charlie}/tags/${crimpy}/vote?score=-1`);
});
afterAll(() => t.close());

describe('sorting the climbs list', () => {
  it('is newest first by default, and the caller never sees a stranger’s draft', async () => {
    expect(await names('')).toEqual(['Charlie', 'bravo', 'Alpha']);
  });

  it.each([
    ['name', 'false', ['Charlie', 'bravo', 'Alpha']],
    ['name', 'true', ['Alpha', 'bravo', 'Charlie']],
    ['grade', 'false', ['bravo', 'Alpha', 'Charlie']],
    ['grade', 'true', ['Alpha', 'bravo', 'Charlie']],
    ['rating', 'false', ['Alpha', 'bravo', 'Charlie']],
    ['rating', 'true', ['bravo', 'Alpha', 'Charlie']],
    ['ascents', 'false', ['Alpha', 'Charlie', 'bravo']],
    ['ascents', 'true', ['bravo', 'Charlie', 'Alpha']],
    ['new', 'true', ['Alpha', 'bravo', 'Charlie']],
  ])('by %s (ascending %s): %j, unrated and ungraded last either way', async (key, ascending, expected) => {
    expect(await names(`sort_key=${key}&sort_ascending=${ascending}`)).toEqual(expected);
  });

  it('pages with limit and skip in the same order, with the total', async () => {
    const res = await climbCalls(t).list(
      wallId,
      climber,
      '?sort_key=name&sort_ascending=true&limit=2&skip=1',
    );
    expect(res.json().total).toBe(3);
    expect(res.json().climbs.map((c: { name: string }) => c.name)).toEqual(['bravo', 'Charlie']);
  });
});

describe('filtering the climbs list', () => {
  it.each([
    [`grade_from=${font('6A+')}`, ['bravo']],
    [`grade_to=${font('6B')}`, ['Alpha']],
    [`grade_from=${font('6A')}&grade_to=${font('6A')}`, ['Alpha']],
    [`grade_system=Font&grade_from=${font('4')}&grade_to=${font('9A')}`, ['bravo', 'Alpha']],
    ['rating_minimum=3', ['Alpha']],
    ['rating_minimum=2', ['bravo', 'Alpha']],
    ['ascents_minimum=1', ['Charlie', 'Alpha']],
    ['ascents_minimum=2', ['Alpha']],
    ['tags=crimpy', ['bravo']],
    ['tags=crimpy,slopey', []],
  ])('%s gives %j', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('by setter', async () => {
    expect(await names(`setter=${setter.user.id}`)).toEqual(['Charlie', 'bravo', 'Alpha']);
    expect(await names(`setter=${other.user.id}`)).toEqual([]);
    expect(await names(`setter=${other.user.id}`, other)).toEqual(['Hidden']);
  });

  it("leaves out the caller's ticked climbs with exclude_ticked; a visitor has none", async () => {
    expect(await names('exclude_ticked=true')).toEqual(['bravo']);
    expect(await names('exclude_ticked=true', other)).toEqual(['Hidden', 'Charlie', 'bravo']);
    expect(await names('exclude_ticked=true', null)).toEqual(['Charlie', 'bravo', 'Alpha']);
  });

  it('by holds: climbs using all of some holds, and climbs using none of others', async () => {
    expect(await names(`uses_holds=${h[0]}`)).toEqual(['bravo', 'Alpha']);
    expect(await names(`uses_holds=${h[0]},${h[2]}`)).toEqual(['bravo']);
    expect(await names(`avoid_holds=${h[2]}`)).toEqual(['Charlie', 'Alpha']);
    expect(await names(`avoid_holds=${h[0]},${h[4]}`)).toEqual([]);
    expect(await names(`uses_holds=${h[0]}&avoid_holds=${h[3]}`)).toEqual(['Alpha']);
  });

  it('combines filters and sorting', async () => {
    expect(await names(`uses_holds=${h[0]}&sort_key=grade&sort_ascending=false&rating_minimum=1`)).toEqual([
      'bravo',
      'Alpha',
    ]);
  });

  it('refuses a from grade above the to grade, and unknown values, with a detail', async () => {
    const reversed = await climbCalls(t).list(
      wallId,
      climber,
      `?grade_from=${font('7A')}&grade_to=${font('6A')}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe(GRADE_RANGE_REVERSED);
    for (const query of [
      'sort_key=height',
      'grade_from=9999',
      'rating_minimum=6',
      'tags=sticky',
      'uses_holds=x',
    ])
      expect((await climbCalls(t).list(wallId, climber, `?${query}`)).statusCode, query).toBe(400);
  });
});

describe("a wall's grade histogram", () => {
  const v = (grade: string) => GRADES.find((g) => g.system === 'V' && g.grade === grade)!.id;
  const histogram = async (query: string, who: Member | null = climber) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/walls/${wallId}/grade-histogram${query}`,
        headers: who?.auth ?? {},
      })
    ).json();

  it('counts the climbs the caller sees per grade, with the grade filter’s ranges', async () => {
    expect(await histogram('')).toEqual({
      grade_system: 'Font',
      bars: [
        { grade_id: font('6A'), count: 1 },
        { grade_id: font('7A'), count: 1 },
      ],
      ungraded: 1,
    });
    // 6A is rank 3, halfway between V1 and V2: a tie goes to the easier grade, as the shown grade does.
    expect((await histogram('?grade_system=V')).bars).toEqual([
      { grade_id: v('V1'), count: 1 },
      { grade_id: v('V7'), count: 1 },
    ]);
    expect((await histogram('', other)).ungraded).toBe(2);
  });

  it('agrees with the grade filter: each bar is what filtering to its grade lists', async () => {
    for (const system of ['Font', 'V'])
      for (const bar of (await histogram(`?grade_system=${system}`)).bars as {
        grade_id: number;
        count: number;
      }[])
        expect(await names(`grade_from=${bar.grade_id}&grade_to=${bar.grade_id}`)).toHaveLength(bar.count);
  });
});

describe("a wall's setters", () => {
  const setters = async (who: Member | null) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/setters`, headers: who?.auth ?? {} })
    ).json();

  it('lists who set the climbs the caller sees, most climbs first', async () => {
    expect(await setters(null)).toEqual([
      expect.objectContaining({ id: setter.user.id, climbs: 3, deleted: false }),
    ]);
    expect((await setters(other)).map((s: { climbs: number }) => s.climbs)).toEqual([3, 1]);
  });
});

describe("a climb's place in the filtered list (Previous and Next)", () => {
  const place = async (climb: string, query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/walls/${wallId}/climbs/${ids[climb]}/neighbours${query}`,
        headers: climber.auth,
      })
    ).json();

  it('follows the sort and filters the climber came from', async () => {
    expect(await place('bravo', '?sort_key=name&sort_ascending=true')).toEqual({
      position: 2,
      total: 3,
      previous_id: ids.Alpha,
      next_id: ids.Charlie,
    });
    expect(await place('bravo', `?grade_from=${font('6A+')}`)).toEqual({
      position: 1,
      total: 1,
      previous_id: null,
      next_id: null,
    });
  });

  it('falls back to the whole list for a climb outside the filters', async () => {
    expect(await place('Charlie', `?grade_from=${font('6A+')}`)).toMatchObject({ position: 1, total: 3 });
  });
});
