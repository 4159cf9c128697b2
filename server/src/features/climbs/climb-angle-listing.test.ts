import { GRADES, type Climb } from '@spraybook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walls } from '../../db/schema/walls.ts';
import { climbAngleListing, wallAngles } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { listingAgainstFigures } from '../../test/angle-listing-check.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 47, decision 0222: the rows a climbs list at an angle reads (`climb_angle_listing`, 0031) are kept
// by the database. After every change that moves a figure, a climb or its wall's default angle, each climb
// has one row at each angle in use on its wall and one at angle null, holding its own figures there, else
// its set angle's; and the list at an angle is in the order of the figures it answers.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member;
let members: Member[];
let boardId: string, otherBoardId: string;
let holdIds: string[];
let lineA: string, lineB: string, lineC: string;

const font = (grade: string) => GRADES.find((g) => g.system === 'Font' && g.grade === grade)!.id;
const send = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
const tick = async (who: Member, climb: string, angle?: number) => {
  const res = await send(who, 'POST', '/ascents', {
    climb_id: climb,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
    ...(angle === undefined ? {} : { angle }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const gradeVote = async (who: Member, climb: string, grade: string, angle?: number) => {
  const res = await send(who, 'POST', `/climbs/${climb}/grade_votes`, { value: font(grade), angle });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().id as string;
};
const ratingVote = async (who: Member, climb: string, value: number, angle?: number) => {
  const res = await send(who, 'POST', `/climbs/${climb}/rating_votes`, { value, angle });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().id as string;
};

/** The listing rows of the climbs of `wallIds` are what they must be. */
async function expectListingRight(wallIds: string[]) {
  const { got, want } = await listingAgainstFigures(t.ctx.db, wallIds);
  expect(got).toEqual(want);
}

/** The list at `angle` sorted by `sort_key`, checked against the figures it answers for each climb. */
async function expectListInOrder(wallId: string, angle: number, sortKey: 'grade' | 'rating' | 'ascents') {
  for (const ascending of [true, false]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${wallId}/climbs?angle=${angle}&sort_key=${sortKey}&sort_ascending=${ascending}`,
      headers: setter.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().climbs as Climb[];
    const figure = (c: Climb) => {
      const f = c.at_angle!.figures;
      const value =
        sortKey === 'grade'
          ? f && f.votes > 0 && f.grade !== null
            ? rankOfGrade(f.grade)
            : null
          : sortKey === 'rating'
            ? f?.rating_votes
              ? f.rating
              : null
            : (f?.ascents ?? 0);
      return value;
    };
    const sorted = [...listed].sort((a, b) => {
      const [x, y] = [figure(a), figure(b)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return ascending ? x - y : y - x;
      }
      return b.created.localeCompare(a.created) || b.id.localeCompare(a.id);
    });
    expect(
      listed.map((c) => c.name),
      `${sortKey} ${ascending ? 'up' : 'down'} at ${angle}`,
    ).toEqual(sorted.map((c) => c.name));
  }
}
const rankOfGrade = (id: number) => GRADES.find((g) => g.id === id)!.fuzzy_unified_rank;

beforeAll(async () => {
  t = await buildTestApp();
  const all = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
  [setter, members] = [all[0]!, all.slice(1)];
  const base64_image = (await phoneJpeg(320, 240)).toString('base64');
  boardId = await t.addWall(setter, { base64_image, adjustable_angle: true, default_angle: 40 });
  otherBoardId = await t.addWall(setter, { base64_image, adjustable_angle: true, default_angle: 30 });
  ({ holdIds } = await traceHolds(t, setter, boardId, 2));
  const create = async (name: string, extra: object = {}) =>
    (await climbCalls(t).create(climbBody(boardId, holdIds, { name, ...extra }), setter)).json().id as string;
  lineA = await create('Line A', { grade: font('6B') });
  lineB = await create('Line B', { grade: font('7A'), wall_angle: 45 });
  lineC = await create('Line C');
});
afterAll(() => t.close());

describe('the rows a list at an angle reads (climb_angle_listing)', () => {
  it('are each climb at its set angle until anyone climbs elsewhere, then at every angle in use', async () => {
    await expectListingRight([boardId]);
    // A first tick at 50°: every climb of the wall gets a row there, its set angle's figures.
    await tick(members[0]!, lineA, 50);
    await expectListingRight([boardId]);
    const at50 = await t.ctx.db
      .select({ own: climbAngleListing.own })
      .from(climbAngleListing)
      .where(sql`${climbAngleListing.wallId} = ${boardId} and ${climbAngleListing.angle} = 50`);
    expect(at50.map((r) => r.own).sort()).toEqual([false, false, true]);
  });

  it('follow ticks and votes added, moved to another angle and removed', async () => {
    const tickAt40 = await tick(members[1]!, lineA);
    await gradeVote(members[1]!, lineA, '6C', 50);
    await ratingVote(members[2]!, lineB, 4);
    const vote = await gradeVote(members[2]!, lineC, '6A', 55);
    await expectListingRight([boardId]);
    // Moved: a tick from 40° to 55°, a vote from 55° to 40°.
    await send(members[1]!, 'PUT', `/ascents/${tickAt40}`, {
      climb_id: lineA,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
      angle: 55,
    });
    await send(members[2]!, 'PUT', `/climbs/${lineC}/grade_votes/${vote}`, { value: font('6A'), angle: 40 });
    await expectListingRight([boardId]);
    // Removed: the set angle's last tick of a climb, and a vote.
    await send(members[1]!, 'DELETE', `/ascents/${tickAt40}`);
    await send(members[2]!, 'DELETE', `/climbs/${lineC}/grade_votes/${vote}`);
    await expectListingRight([boardId]);
    for (const key of ['grade', 'rating', 'ascents'] as const) {
      await expectListInOrder(boardId, 50, key);
      await expectListInOrder(boardId, 55, key);
      // An angle nobody climbed on the wall: every climb at its set angle.
      await expectListInOrder(boardId, 35, key);
    }
  });

  it("follow a climb's set angle, its wall's default angle, a draft, a delete and a move to another wall", async () => {
    // Line C has no set angle of its own: its wall's default is its set angle.
    await tick(members[3]!, lineC, 40);
    await climbCalls(t).update(
      lineB,
      climbBody(boardId, holdIds, { name: 'Line B', wall_angle: 50 }),
      setter,
    );
    await expectListingRight([boardId]);
    await t.ctx.db.update(walls).set({ defaultAngle: 50 }).where(eq(walls.id, boardId));
    await expectListingRight([boardId]);
    await t.ctx.db.update(walls).set({ defaultAngle: 40 }).where(eq(walls.id, boardId));
    const draft = await climbCalls(t).update(
      lineA,
      climbBody(boardId, holdIds, { name: 'Line A', draft: true }),
      setter,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    await expectListingRight([boardId]);
    // A draft is its setter's alone, at every angle.
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${boardId}/climbs?angle=50&sort_key=ascents`,
      headers: members[0]!.auth,
    });
    expect(asOther.json().climbs.map((c: Climb) => c.name)).not.toContain('Line A');
    expect(asOther.json().total).toBe(2);
    await climbCalls(t).update(lineA, climbBody(boardId, holdIds, { name: 'Line A', draft: false }), setter);
    await expectListingRight([boardId]);

    // Moved to another wall (no route does it; the database still keeps the rows right): its angles come
    // into use there, and it leaves the first wall's rows.
    const [revision] = await t.database.rawQuery(
      'select id from wall_revisions where wall_id = $1 order by created desc limit 1',
      [otherBoardId],
    );
    await t.database.rawQuery('delete from climb_holds where climb_id = $1', [lineB]);
    await t.database.rawQuery('update climbs set wall_id = $1, revision_id = $2 where id = $3', [
      otherBoardId,
      revision!.id,
      lineB,
    ]);
    await expectListingRight([boardId, otherBoardId]);
    const otherAngles = await t.ctx.db
      .select({ angle: wallAngles.angle })
      .from(wallAngles)
      .where(eq(wallAngles.wallId, otherBoardId));
    expect(otherAngles.map((a) => a.angle)).toContain(45);
    // Deleted: its rows go with it.
    await climbCalls(t).remove(lineC, setter);
    expect(
      await t.ctx.db.select().from(climbAngleListing).where(eq(climbAngleListing.climbId, lineC)),
    ).toEqual([]);
    await expectListingRight([boardId, otherBoardId]);
    for (const key of ['grade', 'rating', 'ascents'] as const) await expectListInOrder(boardId, 50, key);
  });
});
