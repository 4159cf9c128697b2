import { ANGLE_RANGE, GRADES, WALL_ANGLE_NOT_ADJUSTABLE, type Climb } from '@spraybook/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents } from '../../db/schema/ascents.ts';
import { gradeVotes, ratingVotes } from '../../db/schema/votes.ts';
import { climbAngles } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 47: ticks and grade and rating votes record the angle they were climbed at, and the database keeps
// each climb's figures per angle (0026_angles.sql) as it keeps the climb's counters.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member;
let members: Member[];
let boardId: string, fixedWallId: string;
let climbId: string, otherClimbId: string, fixedClimbId: string;

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const rankOf = (gradeId: number) => GRADES.find((g) => g.id === gradeId)!.fuzzy_unified_rank;
const weight = (isPublic: boolean) => (isPublic ? 1 : 0.75);

const send = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
const tick = (who: Member, climb: string, extra: object = {}) =>
  send(who, 'POST', '/ascents', {
    climb_id: climb,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
    ...extra,
  });
const readClimb = async (id: string): Promise<Climb> =>
  (await t.app.inject({ method: 'GET', url: `/api/climbs/${id}`, headers: setter.auth })).json();
const list = async (query: string): Promise<Climb[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/walls/${boardId}/climbs?${query}`,
    headers: setter.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().climbs;
};

/** The climb's rows at each angle, and what they must be, counted from the ticks and votes themselves. */
async function rowsAndScratch(id: string) {
  const db = t.ctx.db;
  const [rows, ticks, grades, ratings] = await Promise.all([
    db.select().from(climbAngles).where(eq(climbAngles.climbId, id)).orderBy(climbAngles.angle),
    db.select().from(ascents).where(eq(ascents.climbId, id)),
    db.select().from(gradeVotes).where(eq(gradeVotes.climbId, id)),
    db.select().from(ratingVotes).where(eq(ratingVotes.climbId, id)),
  ]);
  const angles = [...new Set([...ticks, ...grades, ...ratings].map((r) => r.angle))].sort((a, b) => a - b);
  const mean = (votes: { public: boolean; value: number }[], value: (v: number) => number) => {
    const w = votes.reduce((s, v) => s + weight(v.public), 0);
    return votes.length ? votes.reduce((s, v) => s + weight(v.public) * value(v.value), 0) / w : null;
  };
  const scratch = angles.map((angle) => ({
    angle,
    ascentCount: ticks.filter((x) => x.angle === angle).length,
    gradeRank: mean(
      grades.filter((x) => x.angle === angle),
      rankOf,
    ),
    ratingAverage: mean(
      ratings.filter((x) => x.angle === angle),
      (v) => v,
    ),
  }));
  const kept = rows.map((r) => ({
    angle: r.angle,
    ascentCount: r.ascentCount,
    gradeRank: r.gradeRank,
    ratingAverage: r.ratingAverage,
  }));
  return { kept, scratch };
}

async function expectRowsRight(id: string) {
  const { kept, scratch } = await rowsAndScratch(id);
  expect(kept.length).toBe(scratch.length);
  kept.forEach((row, i) => {
    const want = scratch[i]!;
    expect(row.angle).toBe(want.angle);
    expect(row.ascentCount).toBe(want.ascentCount);
    for (const key of ['gradeRank', 'ratingAverage'] as const) {
      if (want[key] === null) expect(row[key]).toBeNull();
      else expect(row[key]).toBeCloseTo(want[key]!, 9);
    }
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const all = await Promise.all(Array.from({ length: 13 }, () => t.signUp()));
  [setter, members] = [all[0]!, all.slice(1)];
  const base64_image = (await phoneJpeg(320, 240)).toString('base64');
  boardId = await t.addWall(setter, { base64_image, adjustable_angle: true, default_angle: 40 });
  fixedWallId = await t.addWall(setter, { base64_image });
  const { holdIds } = await traceHolds(t, setter, boardId, 2);
  const fixed = await traceHolds(t, setter, fixedWallId, 2);
  const create = async (body: object) => (await climbCalls(t).create(body, setter)).json().id as string;
  climbId = await create(climbBody(boardId, holdIds, { wall_angle: 40, name: 'Board line' }));
  otherClimbId = await create(climbBody(boardId, holdIds, { wall_angle: 30, name: 'Other line' }));
  fixedClimbId = await create(climbBody(fixedWallId, fixed.holdIds));
});
afterAll(() => t.close());

describe('the angle of a tick or a vote', () => {
  it("is the climb's set angle when left out, else the one given", async () => {
    const first = await tick(members[0]!, climbId);
    expect(first.json()).toMatchObject({ angle: 40, wall_adjustable_angle: true });
    const second = await tick(members[1]!, climbId, { angle: 50 });
    expect(second.statusCode).toBe(201);
    expect(second.json().angle).toBe(50);
    const vote = await send(members[1]!, 'POST', `/climbs/${climbId}/grade_votes`, {
      value: font('7A'),
      angle: 50,
    });
    expect(vote.json()).toMatchObject({ value: font('7A'), angle: 50 });
    const setterVote = (await readClimb(climbId)).grade_votes;
    expect(setterVote.map((v) => v.angle).sort()).toEqual([50]);
  });

  it('is refused outside -90..90, as a fraction, or other than the set angle on a fixed wall', async () => {
    for (const angle of [91, -95, 42.5]) {
      const res = await tick(members[2]!, climbId, { angle });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(ANGLE_RANGE);
    }
    // Not a multiple of 5: a climb set at 42° is climbed at 42°; the stepper's 5° is the web's step.
    expect((await tick(members[2]!, climbId, { angle: 42 })).statusCode).toBe(201);
    const fixedTick = await tick(members[2]!, fixedClimbId, { angle: 50 });
    expect(fixedTick.statusCode).toBe(400);
    expect(fixedTick.json().detail).toBe(WALL_ANGLE_NOT_ADJUSTABLE);
    const fixedVote = await send(members[2]!, 'POST', `/climbs/${fixedClimbId}/rating_votes`, {
      value: 3,
      angle: 45,
    });
    expect(fixedVote.statusCode).toBe(400);
    expect(fixedVote.json().detail).toBe(WALL_ANGLE_NOT_ADJUSTABLE);
    // Sending back the angle an answer gave is no change: a fixed wall's climbs are at their set angle.
    const atSetAngle = await tick(members[2]!, fixedClimbId, { angle: 40 });
    expect(atSetAngle.statusCode).toBe(201);
    // A fixed wall's tick shows no angle.
    expect(atSetAngle.json().wall_adjustable_angle).toBe(false);
    const moved = await send(members[2]!, 'PUT', `/ascents/${atSetAngle.json().id}`, {
      climb_id: fixedClimbId,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
      angle: 55,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe(WALL_ANGLE_NOT_ADJUSTABLE);
  });
});

describe("a climb's figures per angle", () => {
  it('follow ticks and votes at two angles, a moved tick and a removed one', async () => {
    const c = climbId;
    await tick(members[3]!, otherClimbId);
    const at55 = await tick(members[3]!, c, { angle: 55 });
    await send(members[3]!, 'POST', `/climbs/${c}/grade_votes`, {
      value: font('6C'),
      angle: 55,
      public: false,
    });
    await send(members[3]!, 'POST', `/climbs/${c}/rating_votes`, { value: 4, angle: 55 });
    await send(members[4]!, 'POST', `/climbs/${c}/rating_votes`, { value: 2 });
    await send(members[4]!, 'POST', `/climbs/${c}/grade_votes`, { value: font('6B') });
    await expectRowsRight(c);
    const before = (await readClimb(c)).angles;
    expect(before.map((a) => [a.angle, a.ascents, a.votes, a.rating_votes])).toEqual([
      [40, 1, 1, 1],
      [42, 1, 0, 0],
      [50, 1, 1, 0],
      [55, 1, 1, 1],
    ]);
    expect(before.find((a) => a.angle === 55)).toMatchObject({ grade: font('6C'), rating: 4 });

    // Moving the tick from 55° to 50°: the 55° row keeps its votes, 50° gains the tick.
    const moved = await send(members[3]!, 'PUT', `/ascents/${at55.json().id}`, {
      climb_id: c,
      ascent_date: '2026-11-20',
      ascent_type: 'redpoint',
      attempts: 3,
      angle: 50,
    });
    expect(moved.json().angle).toBe(50);
    // Changed without an angle, a tick keeps its own.
    const kept = await send(members[3]!, 'PUT', `/ascents/${at55.json().id}`, {
      climb_id: c,
      ascent_date: '2026-11-21',
      ascent_type: 'redpoint',
      attempts: 2,
    });
    expect(kept.json().angle).toBe(50);
    // A vote moved to another angle, and a vote changed without one keeping its angle.
    const voteId = (await readClimb(c)).rating_votes.find((v) => v.angle === 55)!.id;
    await send(members[3]!, 'PUT', `/climbs/${c}/rating_votes/${voteId}`, { value: 5, angle: 50 });
    await send(members[3]!, 'PUT', `/climbs/${c}/rating_votes/${voteId}`, { value: 1 });
    await expectRowsRight(c);
    const after = (await readClimb(c)).angles;
    expect(after.map((a) => [a.angle, a.ascents, a.votes, a.rating_votes])).toEqual([
      [40, 1, 1, 1],
      [42, 1, 0, 0],
      [50, 2, 1, 1],
      [55, 0, 1, 0],
    ]);

    // Removing the ticks and votes at an angle removes its row.
    await send(members[3]!, 'DELETE', `/ascents/${at55.json().id}`);
    const grade55 = (await readClimb(c)).grade_votes.find((v) => v.angle === 55)!.id;
    await send(members[3]!, 'PUT', `/climbs/${c}/grade_votes/${grade55}`, { value: font('6C'), angle: 45 });
    await expectRowsRight(c);
    expect((await readClimb(c)).angles.map((a) => a.angle)).toEqual([40, 42, 45, 50]);
    // The climb's own counters count every angle, as before.
    expect((await readClimb(c)).number_ascents).toBe(3);
  });

  it('is one row at the set angle on a fixed wall', async () => {
    await expectRowsRight(fixedClimbId);
    expect((await readClimb(fixedClimbId)).angles.map((a) => [a.angle, a.ascents])).toEqual([[40, 1]]);
  });
});

describe('the spread and the benchmark rule', () => {
  let benchId: string;
  beforeAll(async () => {
    const { holdIds } = await traceHolds(t, setter, boardId, 2);
    benchId = (await climbCalls(t).create(climbBody(boardId, holdIds, { wall_angle: 45 }), setter)).json().id;
  });
  const vote = (i: number, grade: string) =>
    send(members[i]!, 'POST', `/climbs/${benchId}/grade_votes`, { value: font(grade) });
  const at45 = async () => (await readClimb(benchId)).angles.find((a) => a.angle === 45)!;

  it('needs 10 votes: 9 of one grade are no benchmark, the 10th makes one', async () => {
    for (let i = 0; i < 9; i++) await vote(i, '6B');
    expect(await at45()).toMatchObject({
      votes: 9,
      benchmark: false,
      spread: { low: font('6B'), high: font('6B'), votes: 9, wide: false },
    });
    await vote(9, '6B');
    expect((await at45()).benchmark).toBe(true);
  });

  it('needs the middle half within one grade: 6B to 6B+ is, 6B to 6C is not', async () => {
    // Ten votes in order: the lower quartile is the 3rd, the upper the 8th.
    const within = ['6A', '6A', '6B', '6B', '6B', '6B+', '6B+', '6B+', '7A', '7A'];
    for (const [i, grade] of within.entries()) await vote(i, grade);
    expect(await at45()).toMatchObject({
      votes: 10,
      benchmark: true,
      spread: { low: font('6B'), high: font('6B+'), votes: 6, wide: false },
    });
    await vote(7, '6C');
    expect(await at45()).toMatchObject({
      votes: 10,
      benchmark: false,
      spread: { low: font('6B'), high: font('6C'), votes: 6, wide: true },
    });
    // Back within one grade, then nine votes again: no benchmark however close.
    await vote(7, '6B+');
    expect((await at45()).benchmark).toBe(true);
    const id = (await readClimb(benchId)).grade_votes.find((v) => v.user_id === members[9]!.user.id)!.id;
    await send(members[9]!, 'PUT', `/climbs/${benchId}/grade_votes/${id}`, { value: font('7A'), angle: 50 });
    expect(await at45()).toMatchObject({ votes: 9, benchmark: false });
    const [row] = await t.ctx.db
      .select()
      .from(climbAngles)
      .where(and(eq(climbAngles.climbId, benchId), eq(climbAngles.angle, 50)));
    expect(row).toMatchObject({ gradeVoteCount: 1, benchmark: false });
  });
});

describe('the climbs list at an angle', () => {
  it("answers each climb's figures at the angle, else at its set angle", async () => {
    await tick(members[5]!, climbId, { angle: 50 });
    const climbs = await list('angle=50');
    const board = climbs.find((c) => c.id === climbId)!;
    expect(board.at_angle).toMatchObject({ asked: 50, figures: { angle: 50, ascents: 2 } });
    const other = climbs.find((c) => c.id === otherClimbId)!;
    expect(other.at_angle).toMatchObject({ asked: 50, figures: { angle: 30, ascents: 1 } });
    expect((await list('')).every((c) => c.at_angle === null)).toBe(true);
  });

  it('filters and sorts by the figures at the angle', async () => {
    const names = (climbs: Climb[]) => climbs.map((c) => c.id);
    // At 50° the board line has 2 ticks, the other line (at its set 30°) 1.
    expect(names(await list('angle=50&ascents_minimum=2'))).toEqual([climbId]);
    expect(names(await list('angle=40&ascents_minimum=2'))).toEqual([]);
    expect(names(await list('angle=50&sort_key=ascents')).slice(0, 2)).toEqual([climbId, otherClimbId]);
    const benchmark = (await list('')).find((c) => c.name === 'Crimp line')!;
    await send(members[10]!, 'POST', `/climbs/${benchmark.id}/grade_votes`, { value: font('6B') });
    const bench = await list('benchmark=true');
    expect(bench.map((c) => c.name)).toEqual(['Crimp line']);
    expect(await list('benchmark=true&angle=50')).toEqual([]);
    expect((await list('benchmark=true&angle=45')).map((c) => c.name)).toEqual(['Crimp line']);
    // A draft is its setter's alone: its ticks and votes at an angle show to nobody else, in no filter.
    const { holdIds } = await traceHolds(t, setter, boardId, 2);
    const draftId = (
      await climbCalls(t).create(climbBody(boardId, holdIds, { draft: true, name: 'Draft' }), setter)
    ).json().id;
    await tick(setter, draftId, { angle: 50 });
    await tick(setter, draftId, { angle: 50 });
    expect(names(await list('angle=50&ascents_minimum=2'))).toEqual([draftId, climbId]);
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${boardId}/climbs?angle=50&ascents_minimum=2`,
      headers: members[0]!.auth,
    });
    expect(asOther.json().climbs.map((c: Climb) => c.id)).toEqual([climbId]);
    const res = await t.app.inject({ method: 'GET', url: `/api/walls/${boardId}/climbs?angle=100` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('angle');
  });
});

describe('the figures at an angle, at their edges', () => {
  it("a row at the angle without grade votes has no grade there (not the set angle's); Previous and Next follow the angle", async () => {
    const base64_image = (await phoneJpeg(320, 240)).toString('base64');
    const wallId = await t.addWall(setter, { base64_image, adjustable_angle: true, default_angle: 40 });
    const { holdIds } = await traceHolds(t, setter, wallId, 2);
    const create = async (name: string, extra: object = {}) =>
      (await climbCalls(t).create(climbBody(wallId, holdIds, { name, ...extra }), setter)).json()
        .id as string;
    // Graded at its set 40° (the setter's vote), ticked at 50° with no vote there.
    const tickedOnly = await create('Ticked at 50', { grade: font('7A') });
    await tick(members[0]!, tickedOnly, { angle: 50 });
    // Graded at 50° itself.
    const graded = await create('Graded at 50', { grade: font('6A') });
    await send(members[1]!, 'POST', `/climbs/${graded}/grade_votes`, { value: font('6B'), angle: 50 });
    // Nobody at 50°: its set angle's figures (it is set at 45°).
    const setOnly = await create('Set at 45', { grade: font('6C'), wall_angle: 45 });
    const at = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/walls/${wallId}/climbs?${query}`,
        headers: setter.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { climbs: Climb[]; total: number };
    };
    const ids = async (query: string) => (await at(query)).climbs.map((c) => c.id);
    // Grade at 50°: 6B (graded), 6C (set at 45°, fallen back), none (ticked only): ungraded last either way.
    expect(await ids('angle=50&sort_key=grade&sort_ascending=true')).toEqual([graded, setOnly, tickedOnly]);
    expect(await ids('angle=50&sort_key=grade')).toEqual([setOnly, graded, tickedOnly]);
    expect(await at(`angle=50&grade_from=${font('6A')}&grade_to=${font('8A')}`)).toMatchObject({ total: 2 });
    // Without an angle the climb's own grade (7A) counts.
    expect((await ids('sort_key=grade'))[0]).toBe(tickedOnly);
    // Ascents at 50°: one tick; none elsewhere (0, not missing).
    expect(await ids('angle=50&sort_key=ascents')).toEqual([tickedOnly, setOnly, graded]);
    expect(await at('angle=50&ascents_minimum=1')).toMatchObject({ total: 1 });
    const place = async (climb: string, query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/walls/${wallId}/climbs/${climb}/neighbours?${query}`,
          headers: setter.auth,
        })
      ).json();
    expect(await place(setOnly, 'angle=50&sort_key=grade&sort_ascending=true')).toEqual({
      position: 2,
      total: 3,
      previous_id: graded,
      next_id: tickedOnly,
    });
  });
});
