import { type HoldKind, type HoldShape, makeHoldShape } from './hold-shapes.ts';
import { bbox, type Point } from '@spraybook/hold-vision/geometry';
import { polygonsTooClose } from './polygon.ts';
import type { Random } from './seeded-random.ts';
import type { WallGeometry } from './wall-geometry.ts';

export interface PlacedHold {
  kind: HoldKind;
  /** Outline in image pixels. */
  outline: Point[];
  corners?: Point[];
  bolt: Point;
  colour: string;
}

// Plastic as gyms buy it: a bit less saturated than pure screen colours.
export const HOLD_COLOURS = {
  red: '#c8282e',
  blue: '#2160c4',
  yellow: '#f0c419',
  green: '#2f9e4a',
  black: '#242426',
  white: '#e9e8e2',
  purple: '#6a3fa3',
  orange: '#ef7a1c',
  pink: '#ee6aa7',
  teal: '#16a2a2',
  wood: '#b98552',
} as const;

const COLOUR_WEIGHTS: Record<keyof typeof HOLD_COLOURS, number> = {
  red: 10,
  blue: 10,
  yellow: 9,
  green: 9,
  black: 9,
  white: 7,
  purple: 7,
  orange: 8,
  pink: 6,
  teal: 6,
  wood: 3,
};

const VOLUME_COLOURS = ['#9b7a55', '#6e7277', '#2b2c30', '#2e4f86', '#d9d4c7', '#7d2b2b'];

const MAIN_WALL_KINDS: Record<Exclude<HoldKind, 'volume'>, number> = {
  jug: 27,
  crimp: 22,
  edge: 9,
  sloper: 9,
  pinch: 13,
  foot: 20,
};
const KICKER_KINDS = { foot: 70, crimp: 30 } as const;

/** Space kept between holds (and their shadows), in millimetres of wall. */
const GAP_MM = 14;
const TRIES_PER_SIZE = 120;
const SHRINK = 0.82;

/**
 * Puts `count` holds on the wall, each bolted to a free T-nut, none touching
 * another. Large pieces go first so small ones fill the gaps; when the wall is
 * too crowded the placer shrinks holds, then falls back to screw-on positions.
 */
export function placeHolds(g: WallGeometry, random: Random, count: number): PlacedHold[] {
  const volumes = count >= 40 ? Math.min(6, Math.round(count / 80)) : 0;
  const onKicker = Math.round((count - volumes) * 0.07);
  const plan: { kind: HoldKind; kicker: boolean }[] = [
    ...Array.from({ length: volumes }, () => ({ kind: 'volume' as const, kicker: false })),
    ...Array.from({ length: count - volumes - onKicker }, () => ({
      kind: random.weighted(MAIN_WALL_KINDS),
      kicker: false,
    })),
    ...Array.from({ length: onKicker }, () => ({ kind: random.weighted(KICKER_KINDS), kicker: true })),
  ];
  const order: HoldKind[] = ['volume', 'sloper', 'edge', 'pinch', 'jug', 'crimp', 'foot'];
  plan.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));

  const gap = GAP_MM * g.pxPerMm;
  const placed: PlacedHold[] = [];
  const boxes: Box[] = [];
  const usedTNuts = new Set<number>();
  const fits = (outline: Point[], kicker: boolean) => {
    const box = bbox(outline);
    const margin = 6 * g.pxPerMm;
    const top = kicker ? g.kickerTop + margin : margin;
    const bottom = kicker ? g.matTop - margin : g.kickerTop - margin * 2;
    if (box.minX < margin || box.maxX > g.width - margin || box.minY < top || box.maxY > bottom) return false;
    return placed.every(
      (other, i) => !boxesNear(box, boxes[i]!, gap) || !polygonsTooClose(outline, other.outline, gap),
    );
  };

  for (const { kind, kicker } of plan) {
    const hold = placeOne(kind, kicker);
    if (!hold) throw new Error(`Cannot fit ${count} holds on a ${g.width}×${g.height} wall`);
    placed.push(hold);
    boxes.push(bbox(hold.outline));
  }
  return placed;

  function placeOne(kind: HoldKind, kicker: boolean): PlacedHold | null {
    const colour =
      kind === 'volume' ? random.pick(VOLUME_COLOURS) : HOLD_COLOURS[random.weighted(COLOUR_WEIGHTS)];
    const candidates = g.tNuts.flatMap((t, i) => (t.onKicker === kicker && !usedTNuts.has(i) ? [i] : []));
    for (let scale = 1; scale > 0.4; scale *= SHRINK) {
      for (let attempt = 0; attempt < TRIES_PER_SIZE; attempt++) {
        const shape = makeHoldShape(kind, random, g.pxPerMm, scale);
        // Volumes are screwed on anywhere; holds go on T-nuts.
        const index = kind === 'volume' || candidates.length === 0 ? -1 : random.pick(candidates);
        const bolt = index >= 0 ? g.tNuts[index]! : randomSpot(kicker);
        const hold = at(shape, bolt, colour);
        if (fits(hold.outline, kicker)) {
          if (index >= 0) usedTNuts.add(index);
          return hold;
        }
      }
    }
    // A crowded wall: small screw-on holds between the T-nuts.
    for (let attempt = 0; attempt < TRIES_PER_SIZE * 4; attempt++) {
      const hold = at(
        makeHoldShape(kind === 'volume' ? 'foot' : kind, random, g.pxPerMm, 0.4),
        randomSpot(kicker),
        colour,
      );
      if (fits(hold.outline, kicker)) return hold;
    }
    return null;
  }

  function randomSpot(kicker: boolean): Point {
    return kicker
      ? { x: random.range(0, g.width), y: random.range(g.kickerTop, g.matTop) }
      : { x: random.range(0, g.width), y: random.range(0, g.kickerTop) };
  }
}

function at(shape: HoldShape, bolt: Point, colour: string): PlacedHold {
  const move = (p: Point) => ({ x: p.x + bolt.x, y: p.y + bolt.y });
  return {
    kind: shape.kind,
    outline: shape.outline.map(move),
    ...(shape.corners ? { corners: shape.corners.map(move) } : {}),
    bolt: { x: bolt.x, y: bolt.y },
    colour,
  };
}

type Box = ReturnType<typeof bbox>;

/** Cheap pre-check before the exact polygon test. */
function boxesNear(A: Box, B: Box, gap: number): boolean {
  return A.minX - gap < B.maxX && B.minX - gap < A.maxX && A.minY - gap < B.maxY && B.minY - gap < A.maxY;
}
