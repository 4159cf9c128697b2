import { GRADES } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { users } from '../../db/schema/users.ts';
import { gradeVotes, ratingVotes } from '../../db/schema/votes.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// A climb's counters (ticks, grade and rating sums) are kept by triggers in the statement that changes
// a tick or a vote; these tests drive them through the API and compare with a count from scratch.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let members: Member[];
let climbId: string;

const rankOf = (gradeId: number) => GRADES.find((g) => g.id === gradeId)!.fuzzy_unified_rank;
const weight = (isPublic: boolean) => (isPublic ? 1 : 0.75);

/** What the counters must be, recomputed from the ticks and votes themselves. */
async function fromScratch() {
  const db = t.ctx.db;
  const [ticks, grades, ratings] = await Promise.all([
    db.select().from(ascents).where(eq(ascents.climbId, climbId)),
    db.select().from(gradeVotes).where(eq(gradeVotes.climbId, climbId)),
    db.select().from(ratingVotes).where(eq(ratingVotes.climbId, climbId)),
  ]);
  const mean = (votes: { public: boolean }[], value: (v: never) => number) => {
    const w = votes.reduce((s, v) => s + weight(v.public), 0);
    return votes.length ? votes.reduce((s, v) => s + weight(v.public) * value(v as never), 0) / w : null;
  };
  return {
    ascentCount: ticks.length,
    gradeRank: mean(grades, (v: { value: number }) => rankOf(v.value)),
    ratingAverage: mean(ratings, (v: { value: number }) => v.value),
  };
}

async function counters() {
  const [row] = await t.ctx.db
    .select({
      ascentCount: climbs.ascentCount,
      gradeRank: climbs.gradeRank,
      ratingAverage: climbs.ratingAverage,
    })
    .from(climbs)
    .where(eq(climbs.id, climbId));
  return row!;
}

const send = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });

beforeAll(async () => {
  t = await buildTestApp();
  members = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
  const wallId = await t.addWall(members[0]!, {
    base64_image: (await phoneJpeg(320, 240)).toString('base64'),
  });
  const { holdIds } = await traceHolds(t, members[0]!, wallId, 2);
  climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), members[0]!)).json().id;
});
afterAll(() => t.close());

describe("a climb's counters", () => {
  it('start at nothing', async () => {
    expect(await counters()).toEqual({ ascentCount: 0, gradeRank: null, ratingAverage: null });
  });

  it('follow ticks, votes, changed votes and removed ticks, public and anonymous, exactly', async () => {
    const font = GRADES.filter((g) => g.system === 'Font');
    const v = GRADES.filter((g) => g.system === 'V');
    const tickIds: string[] = [];
    for (const [i, who] of members.entries()) {
      const tick = await send(who, 'POST', '/ascents', {
        climb_id: climbId,
        ascent_date: '2026-11-20',
        ascent_type: i % 2 ? 'flash' : 'redpoint',
        attempts: 1 + i,
      });
      tickIds.push(tick.json().id);
      const grade = (i % 2 ? v : font)[3 + i]!.id;
      const cast = await send(who, 'POST', `/climbs/${climbId}/grade_votes`, {
        value: grade,
        public: i % 3 !== 0,
      });
      expect(cast.statusCode).toBe(201);
      await send(who, 'POST', `/climbs/${climbId}/rating_votes`, { value: i % 6, public: i % 2 === 0 });
      expect(await counters()).toEqual(await fromScratch());
    }
    // Changing votes (value and public) and removing ticks keep them right.
    const mine = (
      await send(members[1]!, 'POST', `/climbs/${climbId}/grade_votes`, { value: font[9]!.id, public: false })
    ).json();
    await send(members[1]!, 'PUT', `/climbs/${climbId}/grade_votes/${mine.id}`, {
      value: font[2]!.id,
      public: true,
    });
    await send(members[2]!, 'POST', `/climbs/${climbId}/rating_votes`, { value: 0, public: false });
    await send(members[0]!, 'DELETE', `/ascents/${tickIds[0]}`);
    await send(members[3]!, 'DELETE', `/ascents/${tickIds[3]}`);
    expect(await counters()).toEqual(await fromScratch());
    expect((await counters()).ascentCount).toBe(members.length - 2);
  });

  it('lose what a deleted account counted', async () => {
    await t.ctx.db.delete(users).where(eq(users.id, members[5]!.user.id));
    expect(await counters()).toEqual(await fromScratch());
  });

  it('add up when twenty climbers tick and vote at the same moment', async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const before = (await counters()).ascentCount;
    await Promise.all(
      crowd.map((who, i) =>
        Promise.all([
          send(who, 'POST', '/ascents', {
            climb_id: climbId,
            ascent_date: '2026-11-21',
            ascent_type: 'flash',
            attempts: 1,
          }),
          send(who, 'POST', `/climbs/${climbId}/rating_votes`, { value: i % 6, public: i % 2 === 0 }),
          send(who, 'POST', `/climbs/${climbId}/grade_votes`, { value: GRADES[i % 10]!.id, public: true }),
        ]),
      ),
    );
    const now = await counters();
    expect(now.ascentCount).toBe(before + 20);
    const expected = await fromScratch();
    expect(now.gradeRank).toBeCloseTo(expected.gradeRank!, 9);
    expect(now.ratingAverage).toBeCloseTo(expected.ratingAverage!, 9);
  });
});
