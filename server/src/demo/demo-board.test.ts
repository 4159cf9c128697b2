import { GRADES, type Climb } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoBoard } from './demo-board.ts';

let t: TestApp;
let wallId: string;
const font = (name: string) => GRADES.find((g) => g.system === 'Font' && g.grade === name)!.id;

beforeAll(async () => {
  t = await buildTestApp();
  const [owner, setter] = await Promise.all([t.signUp('Owner'), t.signUp('Setter')]);
  wallId = await seedDemoBoard(t.ctx, owner.user.id, setter.user.id);
});
afterAll(() => t.close());

describe("the demo's adjustable board", () => {
  it('has climbs set at 40° and 50°, ticked and graded at two angles', async () => {
    const wall = await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}` });
    expect(wall.json()).toMatchObject({ adjustable_angle: true, default_angle: 40 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${wallId}/climbs?angle=50&sort_key=name&sort_ascending=true`,
    });
    const climbs: Climb[] = res.json().climbs;
    expect(climbs.map((c) => [c.name, c.wall_angle])).toEqual([
      ['Forty-fifty', 40],
      ['Kick the tilt', 50],
      ['Steep crimps', 50],
      ['Tilt warm-up', 40],
    ]);
    const fortyFifty = climbs[0]!;
    expect(fortyFifty.angles.map((a) => [a.angle, a.ascents, a.votes])).toEqual([
      [40, 2, 3],
      [50, 2, 2],
    ]);
    expect(fortyFifty.at_angle?.figures).toMatchObject({ angle: 50, grade: font('6C+') });
    // Nobody climbed the warm-up at 50°: its set angle's figures (the setter's grade).
    expect(climbs[3]!.at_angle?.figures).toMatchObject({
      angle: 40,
      ascents: 0,
      votes: 1,
      grade: font('6A'),
    });
  });
});
