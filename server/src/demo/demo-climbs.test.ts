import { climbHoldsProblem, GRADES, isCircuit } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { planDemoClimbs, type DemoHold } from './demo-climbs.ts';
import { placeHolds } from './hold-placement.ts';
import { centroid } from '@spraybook/hold-vision/geometry';
import { Random } from './seeded-random.ts';
import { planWall } from './wall-geometry.ts';

/** The demo wall's holds as generateSpraywall places them (seed 2026), without rendering the photo. */
function demoHolds(): DemoHold[] {
  const [width, height] = [2400, 1800];
  const random = new Random(2026);
  const placed = placeHolds(planWall(width, height, random.fork('geometry')), random.fork('holds'), 300);
  return placed.map((h, i) => ({
    id: `hold-${i}`,
    bounding_polygon: h.outline.map((p) => ({ x: p.x / width, y: p.y / height })),
  }));
}

const holds = demoHolds();
const plan = () => planDemoClimbs(holds, new Random(2026).fork('climbs'));
const heightOf = (id: string) => centroid(holds.find((h) => h.id === id)!.bounding_polygon).y;

describe('the demo climbs', () => {
  it('are a dozen, the same on every install', () => {
    expect(plan()).toHaveLength(12);
    expect(plan()).toEqual(plan());
  });

  it('all follow the rules of holds', () => {
    for (const climb of plan()) expect(climbHoldsProblem(climb), climb.name).toBeNull();
  });

  it('include a circuit, one with foot holds and one with hand-only holds, graded in Font and V', () => {
    const climbs = plan();
    expect(climbs.filter(isCircuit)).toHaveLength(1);
    expect(climbs.some((c) => !isCircuit(c) && c.foot_holds.length > 0)).toBe(true);
    expect(climbs.some((c) => c.hand_only_holds.length > 0)).toBe(true);
    const systems = new Set(climbs.map((c) => GRADES.find((g) => g.id === c.grade)!.system));
    expect(systems).toEqual(new Set(['Font', 'V']));
  });

  it('start low on the wall and top out high', () => {
    for (const climb of plan().filter((c) => !isCircuit(c))) {
      const lowestTop = Math.max(...climb.top_holds.map(heightOf));
      for (const start of climb.start_holds)
        expect(heightOf(start), climb.name).toBeGreaterThan(lowestTop + 0.3);
    }
  });
});
