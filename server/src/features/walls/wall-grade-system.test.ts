import { GRADES } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// A wall whose climbs were set mostly in V (two V, one Font, one ungraded, a stranger's V draft), and
// an empty wall. Readers without a default grade system see every grade of a wall in its system.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, newcomer: Member, fontReader: Member, drafter: Member;
let wallId: string, emptyWallId: string;
const ids: Record<string, string> = {};

const grade = (system: string, name: string) =>
  GRADES.find((g) => g.system === system && g.grade === name)!.id;
const request = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth, payload }).then((res) => {
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  });
const wallOf = (id: string, who: Member | null) => request('GET', `/walls/${id}`, who);

beforeAll(async () => {
  t = await buildTestApp();
  [setter, newcomer, fontReader, drafter] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  await request('PUT', `/users/${fontReader.user.id}`, fontReader, { default_grade_system: 'Font' });
  const photo = { base64_image: (await phoneJpeg(320, 240)).toString('base64') };
  wallId = await t.addWall(setter, photo);
  emptyWallId = await t.addWall(setter, photo);
  const h = (await traceHolds(t, setter, wallId, 2)).holdIds;
  const set = async (name: string, extra: object, by = setter) =>
    (ids[name] = (
      await request('POST', '/climbs', by, {
        wall_id: wallId,
        name,
        start_holds: [h[0]],
        top_holds: [h[1]],
        ...extra,
      })
    ).id);
  await set('One', { grade: grade('V', 'V4') });
  await set('Two', { grade: grade('V', 'V2') });
  await set('Three', { grade: grade('Font', '6A') });
  await set('Four', {});
  // Three Font drafts of one climber: only they see them, and only for them do they tip the balance.
  for (const name of ['D1', 'D2', 'D3'])
    await set(name, { grade: grade('Font', '7A'), draft: true }, drafter);
});
afterAll(() => t.close());

describe("a wall's grade system", () => {
  it('is the system most of its climbs were set in, for every reader', async () => {
    expect((await wallOf(wallId, null)).grade_system).toBe('V');
    expect((await wallOf(wallId, newcomer)).grade_system).toBe('V');
    expect((await request('GET', '/walls?limit=50', null)).walls).toContainEqual(
      expect.objectContaining({ id: wallId, grade_system: 'V' }),
    );
  });

  it('is Font when none of its climbs is graded', async () => {
    expect((await wallOf(emptyWallId, null)).grade_system).toBe('Font');
  });

  it("counts only the climbs the reader sees: a climber's own drafts count for them alone", async () => {
    expect((await wallOf(wallId, drafter)).grade_system).toBe('Font');
    expect((await wallOf(wallId, setter)).grade_system).toBe('V');
  });

  it("shows a visitor's and a new climber's grades in it, converted by rank", async () => {
    for (const who of [null, newcomer]) {
      const list = (await climbCalls(t).list(wallId, who, '?limit=50')).json().climbs as {
        name: string;
        average_grade: number | null;
      }[];
      const shown = Object.fromEntries(list.map((c) => [c.name, c.average_grade]));
      // 6A (Font rank 3) is nearest V1 (2.5) in V; ties go to the easier grade.
      expect(shown).toEqual({
        One: grade('V', 'V4'),
        Two: grade('V', 'V2'),
        Three: grade('V', 'V1'),
        Four: null,
      });
      const three = (await climbCalls(t).get(ids.Three!, who)).json();
      expect(three.average_grade).toBe(grade('V', 'V1'));
    }
  });

  it("leaves a reader's own default grade system first", async () => {
    const one = (await climbCalls(t).get(ids.One!, fontReader)).json();
    // V4 sits at Font rank 6 (6B+).
    expect(one.average_grade).toBe(grade('Font', '6B+'));
  });

  it("shows a tick's climb in the wall's system to a reader without a default", async () => {
    await request('POST', '/ascents', newcomer, {
      climb_id: ids.Three,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
    });
    const page = await request('POST', '/ascents/query?limit=10', null, { user_id: newcomer.user.id });
    expect(page.ascents[0].climb_average_grade).toBe(grade('V', 'V1'));
    const mine = await request('POST', '/ascents/query?limit=10', fontReader, { user_id: newcomer.user.id });
    expect(mine.ascents[0].climb_average_grade).toBe(grade('Font', '6A'));
  });
});
