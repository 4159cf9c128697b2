import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../test/migrated-before.ts';

// 0034_setter_grade_system.sql keeps on each climb the grade system of its setter's own grade vote: filled for
// the climbs that exist, then kept by a trigger as votes come, change and go.
const MIGRATION = '0034_setter_grade_system';

let before: Awaited<ReturnType<typeof databaseMigratedBefore>>;
const q = (text: string, params: unknown[] = []) => before.q(text, params);
const ids = { setter: '', other: '', wall: '', revision: '' };
const gradeIn = async (system: string) =>
  (await q(`select id from grades where system = $1 order by rank limit 1`, [system]))[0]!.id;
const systemOf = async (name: string) =>
  (await q(`select setter_grade_system from climbs where name = $1`, [name]))[0]!.setter_grade_system;
const vote = (name: string, userId: string, value: unknown) =>
  q(
    `insert into grade_votes (climb_id, user_id, value) select id, $2, $3 from climbs where name = $1
     on conflict (climb_id, user_id) do update set value = excluded.value`,
    [name, userId, value],
  );
const climb = (name: string) =>
  q(`insert into climbs (wall_id, revision_id, setter_id, name) values ($1, $2, $3, $4)`, [
    ids.wall,
    ids.revision,
    ids.setter,
    name,
  ]);

beforeAll(async () => {
  before = await databaseMigratedBefore(MIGRATION);
  const users = await q(`insert into users (subject) values ('s1'), ('s2') returning id`);
  ids.setter = String(users[0]!.id);
  ids.other = String(users[1]!.id);
  ids.wall = String(
    (await q(`insert into walls (name, owner_id) values ('W', $1) returning id`, [ids.setter]))[0]!.id,
  );
  ids.revision = String(
    (
      await q(
        `insert into wall_revisions (wall_id, image_prefix, image_width, image_height, variant_widths)
         values ($1, 'p', 10, 10, '{10}') returning id`,
        [ids.wall],
      )
    )[0]!.id,
  );
  await climb('set in V');
  await vote('set in V', ids.setter, await gradeIn('V'));
  await vote('set in V', ids.other, await gradeIn('Font'));
  await climb('graded by another climber only');
  await vote('graded by another climber only', ids.other, await gradeIn('V'));
  await before.migrateRest();
});
afterAll(() => before?.close());

describe("the setter's grade system on the climb", () => {
  it("is filled from the setter's own vote for the climbs that exist", async () => {
    expect(await systemOf('set in V')).toBe('V');
    expect(await systemOf('graded by another climber only')).toBeNull();
  });

  it("follows the setter's vote as it comes, changes and goes, and no one else's", async () => {
    await climb('new');
    expect(await systemOf('new')).toBeNull();
    await vote('new', ids.setter, await gradeIn('Font'));
    expect(await systemOf('new')).toBe('Font');
    await vote('new', ids.other, await gradeIn('V'));
    expect(await systemOf('new')).toBe('Font');
    await vote('new', ids.setter, await gradeIn('V'));
    expect(await systemOf('new')).toBe('V');
    await q(
      `delete from grade_votes where user_id = $1 and climb_id = (select id from climbs where name = 'new')`,
      [ids.setter],
    );
    expect(await systemOf('new')).toBeNull();
  });
});
