import type { Random } from './seeded-random.ts';
import type { Point } from '@spraybook/hold-vision/geometry';

export type HoldKind = 'jug' | 'crimp' | 'edge' | 'sloper' | 'pinch' | 'foot' | 'volume';

/** Holds people pull on with chalky hands (feet and volumes get rubber instead). */
export const HAND_HOLD_KINDS: ReadonlySet<HoldKind> = new Set(['jug', 'crimp', 'edge', 'sloper', 'pinch']);

export interface HoldShape {
  kind: HoldKind;
  /** Traced outline in pixels, 6–16 points, with the bolt at (0, 0). */
  outline: Point[];
  /** Volumes only: the corners, for drawing their flat faces. */
  corners?: Point[];
}

const rotate = (p: Point, angle: number): Point => ({
  x: p.x * Math.cos(angle) - p.y * Math.sin(angle),
  y: p.x * Math.sin(angle) + p.y * Math.cos(angle),
});

/** A lumpy round outline: radius wobbles with a couple of low harmonics, like moulded resin. */
function blob(random: Random, n: number, rx: number, ry: number, lumpiness: number): Point[] {
  const harmonics = [2, 3, 5].map((k) => ({
    k,
    a: random.range(0, lumpiness) / k ** 0.5,
    phase: random.range(0, Math.PI * 2),
  }));
  return Array.from({ length: n }, (_, i) => {
    const t = ((i + random.range(-0.15, 0.15)) / n) * Math.PI * 2;
    const r = 1 + harmonics.reduce((sum, h) => sum + h.a * Math.cos(h.k * t + h.phase), 0);
    return { x: Math.cos(t) * rx * r, y: Math.sin(t) * ry * r };
  });
}

/** A long, rounded bar (crimps, rails, pinches); `bend` curves it like a banana. */
function bar(random: Random, n: number, halfLength: number, halfThickness: number, bend: number): Point[] {
  const power = random.range(2.6, 3.6);
  // One end a little thicker than the other, as most crimps and rails are.
  const taperAmount = random.range(-0.3, 0.3);
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const x = Math.sign(c) * Math.abs(c) ** (2 / power) * halfLength;
    const taper = 1 + taperAmount * (x / halfLength);
    const y =
      Math.sign(s) * Math.abs(s) ** (2 / power) * halfThickness * taper +
      bend * halfThickness * (x / halfLength) ** 2;
    return { x, y };
  });
}

/** Splits each edge at a jittered midpoint so a flat-sided volume still has a 6+ point outline. */
function subdivide(corners: Point[], random: Random): Point[] {
  return corners.flatMap((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    const t = random.range(0.4, 0.6);
    return [p, { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }];
  });
}

/**
 * One hold's outline, sized in millimetres of real wall (converted with pxPerMm)
 * and scaled by `scale` when the placer needs smaller holds to fit.
 */
export function makeHoldShape(kind: HoldKind, random: Random, pxPerMm: number, scale = 1): HoldShape {
  const mm = (min: number, max: number) => random.range(min, max) * pxPerMm * scale;
  switch (kind) {
    case 'jug': {
      // The bolt sits in the back of the bucket, a little above the middle.
      const r = mm(52, 92);
      const outline = blob(
        random,
        random.int(10, 13),
        r * random.range(1, 1.3),
        r * random.range(0.75, 0.95),
        0.22,
      );
      return { kind, outline: place(outline, { x: 0, y: r * 0.12 }, random.range(-0.4, 0.4)) };
    }
    case 'sloper': {
      const r = mm(85, 135);
      return {
        kind,
        outline: place(
          blob(random, random.int(12, 15), r * random.range(1, 1.3), r, 0.12),
          { x: 0, y: 0 },
          random.range(-0.6, 0.6),
        ),
      };
    }
    case 'foot': {
      const r = mm(16, 27);
      return {
        kind,
        outline: place(
          blob(random, random.int(6, 8), r * random.range(1, 1.35), r, 0.2),
          { x: 0, y: 0 },
          random.range(0, Math.PI),
        ),
      };
    }
    case 'crimp':
      return {
        kind,
        outline: place(
          bar(random, random.int(10, 12), mm(35, 65), mm(12, 18), random.range(-0.5, 0.5)),
          { x: 0, y: 0 },
          random.range(-0.45, 0.45),
        ),
      };
    case 'edge':
      return {
        kind,
        outline: place(
          bar(random, random.int(12, 14), mm(70, 120), mm(12, 17), random.range(-0.7, 0.7)),
          { x: 0, y: 0 },
          random.range(-0.3, 0.3),
        ),
      };
    case 'pinch':
      return {
        kind,
        outline: place(
          bar(random, random.int(10, 12), mm(50, 85), mm(20, 30), random.range(-0.4, 0.4)),
          { x: 0, y: 0 },
          Math.PI / 2 + random.range(-0.5, 0.5),
        ),
      };
    case 'volume': {
      const size = mm(360, 720);
      const corners = random.chance(0.5)
        ? [-90, 30, 150].map((deg) => {
            const t = ((deg + random.range(-12, 12)) * Math.PI) / 180;
            const r = (size / 2) * random.range(0.85, 1.1);
            return { x: Math.cos(t) * r, y: Math.sin(t) * r };
          })
        : trapezoid(size, random);
      const angle = random.range(-0.5, 0.5);
      const rotated = corners.map((p) => rotate(p, angle));
      return { kind, outline: subdivide(rotated, random), corners: rotated };
    }
  }
}

function trapezoid(size: number, random: Random): Point[] {
  const halfBottom = size / 2;
  const halfTop = halfBottom * random.range(0.35, 0.65);
  const halfHeight = size * random.range(0.22, 0.34);
  const skew = random.range(-0.15, 0.15) * size;
  return [
    { x: -halfBottom, y: halfHeight },
    { x: halfBottom, y: halfHeight },
    { x: halfTop + skew, y: -halfHeight },
    { x: -halfTop + skew, y: -halfHeight },
  ];
}

/** Shifts the outline so the bolt lands on the origin, then turns it. */
function place(outline: Point[], shift: Point, angle: number): Point[] {
  return outline.map((p) => rotate({ x: p.x + shift.x, y: p.y + shift.y }, angle));
}
