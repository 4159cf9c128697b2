import { CLIMB_TAG_NAMES, GRADES, type ClimbHoldLists, type ClimbTagName } from '@spraybook/contract';
import { centroid } from '@spraybook/hold-vision/geometry';
import type { Random } from './seeded-random.ts';

/** A traced hold of the demo wall: its id and outline (y grows downwards, as in the photo). */
export interface DemoHold {
  id: string;
  bounding_polygon: { x: number; y: number }[];
}

export type DemoClimb = { [L in keyof ClimbHoldLists]: string[] } & {
  name: string;
  description: string | null;
  grade: number;
  tags: ClimbTagName[];
  wall_angle: number | null;
};

type Kind = 'standard' | 'feet' | 'hand' | 'circuit';

const grade = (system: string, name: string) =>
  GRADES.find((g) => g.system === system && g.grade === name)!.id;

/** A dozen problems of every kind, easy to hard, in both grade systems. */
const PLANS: { name: string; kind: Kind; grade: number; description?: string }[] = [
  {
    name: 'Warm-up ladder',
    kind: 'standard',
    grade: grade('Font', '5+'),
    description: 'Big holds all the way.',
  },
  { name: 'Crimp city', kind: 'standard', grade: grade('Font', '6B+') },
  {
    name: 'Feet follow hands',
    kind: 'feet',
    grade: grade('Font', '6A'),
    description: 'Only the marked feet.',
  },
  { name: 'The long reach', kind: 'standard', grade: grade('V', 'V4') },
  {
    name: 'Hands only',
    kind: 'hand',
    grade: grade('Font', '6C'),
    description: 'Blue holds are for hands only.',
  },
  {
    name: 'Endless loop',
    kind: 'circuit',
    grade: grade('V', 'V2'),
    description: 'Round and round, no feet off.',
  },
  { name: 'Pinch me', kind: 'standard', grade: grade('Font', '7A') },
  { name: 'Slopey Joe', kind: 'standard', grade: grade('V', 'V5') },
  { name: 'Campus dreams', kind: 'standard', grade: grade('V', 'V8') },
  { name: 'Sit start special', kind: 'standard', grade: grade('Font', '6A+') },
  { name: 'Compression test', kind: 'standard', grade: grade('V', 'V6') },
  { name: 'Morning coffee', kind: 'standard', grade: grade('Font', '6B') },
];

interface Placed {
  id: string;
  x: number;
  y: number;
}

/** The `n` unused holds nearest `x` among those with a centre between `top` and `bottom`. */
function nearest(holds: Placed[], used: Set<string>, x: number, top: number, bottom: number, n: number) {
  const found = holds
    .filter((h) => !used.has(h.id) && h.y >= top && h.y <= bottom)
    .sort((a, b) => Math.abs(a.x - x) - Math.abs(b.x - x))
    .slice(0, n);
  for (const h of found) used.add(h.id);
  return found;
}

const ids = (holds: Placed[]) => holds.map((h) => h.id);
// Climbing order: from low on the wall (large y) upwards.
const upwards = (holds: Placed[]) => [...holds].sort((a, b) => b.y - a.y);

function planHolds(kind: Kind, holds: Placed[], random: Random) {
  const used = new Set<string>();
  const x = random.range(0.15, 0.85);
  const lists = {
    start_holds: [] as string[],
    intermediate_holds: [] as string[],
    top_holds: [] as string[],
    foot_holds: [] as string[],
    hand_only_holds: [] as string[],
    circuit_holds: [] as string[],
  };
  if (kind === 'circuit') {
    // A loop through the middle of the wall that comes back to where it began.
    const loop = upwards(nearest(holds, used, x, 0.35, 0.75, random.int(5, 7)));
    lists.circuit_holds = [...ids(loop), loop[0]!.id];
    lists.foot_holds = ids(nearest(holds, used, x, 0.8, 1, 2));
    return lists;
  }
  lists.start_holds = ids(nearest(holds, used, x, 0.65, 0.85, random.int(1, 2)));
  lists.top_holds = ids(nearest(holds, used, x + random.range(-0.1, 0.1), 0, 0.22, 1));
  lists.intermediate_holds = ids(upwards(nearest(holds, used, x, 0.25, 0.62, random.int(3, 6))));
  if (kind === 'feet') lists.foot_holds = ids(nearest(holds, used, x, 0.85, 1, 3));
  if (kind === 'hand') lists.hand_only_holds = ids(nearest(holds, used, x, 0.3, 0.6, 2));
  return lists;
}

/**
 * The demo wall's problems, chosen from its holds by a seeded random stream so every install gets
 * the same ones: starts low, tops high and moves in between, by each hold's centre.
 */
export function planDemoClimbs(holds: readonly DemoHold[], random: Random): DemoClimb[] {
  const placed = holds.map((h) => ({ id: h.id, ...centroid(h.bounding_polygon) }));
  return PLANS.map((plan) => ({
    name: plan.name,
    description: plan.description ?? null,
    grade: plan.grade,
    tags: random.shuffled(CLIMB_TAG_NAMES).slice(0, random.int(0, 3)),
    wall_angle: random.chance(0.3) ? random.pick([30, 45]) : null,
    ...planHolds(plan.kind, placed, random),
  }));
}
