import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../test/migrated-before.ts';

// 0026_angles.sql keeps every tick and vote that exists at its climb's set angle and counts them per angle.
const MIGRATION = '0026_angles';

let before: Awaited<ReturnType<typeof databaseMigratedBefore>>;
const q = (text: string, params: unknown[] = []) => before.q(text, params);

beforeAll(async () => {
  before = await databaseMigratedBefore(MIGRATION);

  const [user] = await q(`insert into users (subject) values ('s1') returning id`);
  const [other] = await q(`insert into users (subject) values ('s2') returning id`);
  const wall = async (adjustable: boolean, defaultAngle: number | null) => {
    const [w] = await q(
      `insert into walls (name, owner_id, adjustable_angle, default_angle) values ('W', $1, $2, $3) returning id`,
      [user!.id, adjustable, defaultAngle],
    );
    const [r] = await q(
      `insert into wall_revisions (wall_id, image_prefix, image_width, image_height, variant_widths)
       values ($1, 'p', 10, 10, '{10}') returning id`,
      [w!.id],
    );
    return { wallId: w!.id, revisionId: r!.id };
  };
  const climb = async (name: string, on: { wallId: unknown; revisionId: unknown }, angle: number | null) => {
    const [c] = await q(
      `insert into climbs (wall_id, revision_id, setter_id, name, wall_angle) values ($1, $2, $3, $4, $5) returning id`,
      [on.wallId, on.revisionId, user!.id, name, angle],
    );
    for (const who of [user!.id, other!.id]) {
      await q(
        `insert into ascents (climb_id, wall_id, user_id, ascent_date, ascent_type, attempts)
         values ($1, $2, $3, '2026-11-20', 'flash', 1)`,
        [c!.id, on.wallId, who],
      );
      await q(`insert into grade_votes (climb_id, user_id, value) values ($1, $2, 6)`, [c!.id, who]);
    }
    await q(`insert into rating_votes (climb_id, user_id, value, public) values ($1, $2, 4, false)`, [
      c!.id,
      user!.id,
    ]);
    return c!.id;
  };
  const board = await wall(true, 45);
  await climb('set at 50', board, 50);
  await climb('no angle of its own', board, null);
  await climb('on a fixed wall', await wall(false, null), null);

  await before.migrateRest();
});
afterAll(() => before?.close());

describe('the angles migration', () => {
  it("keeps every tick and vote at its climb's set angle", async () => {
    const rows = await q(`
      select c.name, t.kind, t.angle from climbs c join (
        select climb_id, 'tick' as kind, angle from ascents
        union all select climb_id, 'grade', angle from grade_votes
        union all select climb_id, 'rating', angle from rating_votes
      ) t on t.climb_id = c.id group by c.name, t.kind, t.angle order by c.name, t.kind`);
    expect(rows).toEqual([
      { name: 'no angle of its own', kind: 'grade', angle: 45 },
      { name: 'no angle of its own', kind: 'rating', angle: 45 },
      { name: 'no angle of its own', kind: 'tick', angle: 45 },
      { name: 'on a fixed wall', kind: 'grade', angle: 40 },
      { name: 'on a fixed wall', kind: 'rating', angle: 40 },
      { name: 'on a fixed wall', kind: 'tick', angle: 40 },
      { name: 'set at 50', kind: 'grade', angle: 50 },
      { name: 'set at 50', kind: 'rating', angle: 50 },
      { name: 'set at 50', kind: 'tick', angle: 50 },
    ]);
  });

  it('counts them per climb and angle as the climb counts them', async () => {
    const rows = await q(`
      select c.name, a.angle, a.ascent_count, a.grade_vote_count, a.grade_rank, a.rating_vote_count,
        a.rating_average, a.grade_low, a.grade_high, a.spread_votes, a.benchmark,
        c.ascent_count = a.ascent_count and c.grade_rank = a.grade_rank and c.rating_average = a.rating_average as same
      from climb_angles a join climbs c on c.id = a.climb_id order by c.name`);
    const row = {
      ascent_count: 2,
      grade_vote_count: 2,
      grade_rank: 5,
      rating_vote_count: 1,
      rating_average: 4,
    };
    const spread = { grade_low: 5, grade_high: 5, spread_votes: 2, benchmark: false, same: true };
    expect(rows).toEqual([
      { name: 'no angle of its own', angle: 45, ...row, ...spread },
      { name: 'on a fixed wall', angle: 40, ...row, ...spread },
      { name: 'set at 50', angle: 50, ...row, ...spread },
    ]);
  });

  it("gives a new tick sent without an angle its climb's set angle", async () => {
    const [c] = await q(`select id, wall_id from climbs where name = 'set at 50'`);
    const [u] = await q(`insert into users (subject) values ('s3') returning id`);
    const [tick] = await q(
      `insert into ascents (climb_id, wall_id, user_id, ascent_date, ascent_type, attempts)
       values ($1, $2, $3, '2026-11-21', 'redpoint', 2) returning angle`,
      [c!.id, c!.wall_id, u!.id],
    );
    expect(tick).toEqual({ angle: 50 });
  });
});
