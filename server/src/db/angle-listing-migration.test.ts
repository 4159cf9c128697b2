import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAgainstFigures } from '../test/angle-listing-check.ts';
import { databaseMigratedBefore } from '../test/migrated-before.ts';

// 0031_angle_listing.sql gives every climb that exists its rows for lists at an angle: at each angle its
// wall's climbs were climbed at, and at its set angle (decision 0222).
const MIGRATION = '0031_angle_listing';

let before: Awaited<ReturnType<typeof databaseMigratedBefore>>;
const wallIds: string[] = [];
const q = (text: string, params: unknown[] = []) => before.q(text, params);

beforeAll(async () => {
  before = await databaseMigratedBefore(MIGRATION);

  const users = await q(
    `insert into users (subject) select 's' || i from generate_series(1, 4) i returning id`,
  );
  const wall = async (adjustable: boolean, defaultAngle: number | null) => {
    const [w] = await q(
      `insert into walls (name, owner_id, adjustable_angle, default_angle) values ('W', $1, $2, $3) returning id`,
      [users[0]!.id, adjustable, defaultAngle],
    );
    const [r] = await q(
      `insert into wall_revisions (wall_id, image_prefix, image_width, image_height, variant_widths)
       values ($1, 'p', 10, 10, '{10}') returning id`,
      [w!.id],
    );
    wallIds.push(String(w!.id));
    return { wallId: w!.id, revisionId: r!.id };
  };
  const climb = async (
    name: string,
    on: { wallId: unknown; revisionId: unknown },
    setAngle: number | null,
    angles: number[],
    draft = false,
  ) => {
    const [c] = await q(
      `insert into climbs (wall_id, revision_id, setter_id, name, wall_angle, draft)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [on.wallId, on.revisionId, users[0]!.id, name, setAngle, draft],
    );
    for (const [i, angle] of angles.entries()) {
      const who = users[i % users.length]!.id;
      await q(
        `insert into ascents (climb_id, wall_id, user_id, ascent_date, ascent_type, attempts, angle)
         values ($1, $2, $3, '2026-11-20', 'flash', 1, $4)`,
        [c!.id, on.wallId, who, angle],
      );
      await q(`insert into grade_votes (climb_id, user_id, value, angle) values ($1, $2, $3, $4)`, [
        c!.id,
        who,
        6 + i,
        angle,
      ]);
      await q(`insert into rating_votes (climb_id, user_id, value, angle) values ($1, $2, $3, $4)`, [
        c!.id,
        who,
        1 + i,
        angle,
      ]);
    }
  };
  const board = await wall(true, 45);
  await climb('set at 50, climbed at 50 and 55', board, 50, [50, 55]);
  await climb('at the default 45, climbed at 45 and 30', board, null, [45, 30, 45]);
  await climb('never climbed', board, 40, []);
  await climb('a draft climbed at 35', board, null, [35], true);
  const fixed = await wall(false, null);
  await climb('on a fixed wall', fixed, null, [40, 40]);
  await wall(true, 40);

  await before.migrateRest();
});
afterAll(() => before?.close());

describe('the angle listing migration', () => {
  it("lists every climb at each angle its wall's climbs were climbed at, and at its set angle", async () => {
    const inUse = await q(`select wall_id, angle from wall_angles order by angle`);
    expect(inUse.filter((r) => r.wall_id === wallIds[0]).map((r) => r.angle)).toEqual([30, 35, 45, 50, 55]);
    expect(inUse.filter((r) => r.wall_id === wallIds[1]).map((r) => r.angle)).toEqual([40]);
    const { got, want } = await listingAgainstFigures(before.database.db, wallIds);
    expect(got).toHaveLength(4 * 6 + 2);
    expect(got).toEqual(want);
  });

  it('keeps them after the migration as ticks come', async () => {
    const [c] = await q(`select id, wall_id from climbs where name = 'never climbed'`);
    const [u] = await q(`insert into users (subject) values ('s9') returning id`);
    for (const angle of [40, 60])
      await q(
        `insert into ascents (climb_id, wall_id, user_id, ascent_date, ascent_type, attempts, angle)
         values ($1, $2, $3, '2026-11-21', 'redpoint', 2, $4)`,
        [c!.id, c!.wall_id, u!.id, angle],
      );
    const { got, want } = await listingAgainstFigures(before.database.db, wallIds);
    expect(got).toHaveLength(4 * 8 + 2);
    expect(got).toEqual(want);
  });
});
