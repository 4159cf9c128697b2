import type { Random } from './seeded-random.ts';
import { valueNoise } from './value-noise.ts';
import type { Point } from '@spraybook/hold-vision/geometry';
import { detailScale, type WallGeometry } from './wall-geometry.ts';

type Rgb = readonly [number, number, number];

// Birch plywood as it looks under gym lights, and a worn blue-grey crash mat.
const BIRCH: Rgb = [214, 180, 134];
const MAT: Rgb = [50, 58, 76];

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * Paints the bare wall as packed RGB: plywood sheets with grain, repair patches
 * and seams, T-nut holes and frame screws, the kicker board and the mats.
 * Holds, grime and lighting are added on top by the caller.
 */
export function paintBackground(geometry: WallGeometry, random: Random): Uint8ClampedArray {
  const { width, height, kickerTop, matTop, pxPerMm } = geometry;
  const s = detailScale(pxPerMm);
  const pixels = new Uint8ClampedArray(width * height * 3);
  const figure = valueNoise(random.fork('figure'));
  const fibre = valueNoise(random.fork('fibre'));
  const blotch = valueNoise(random.fork('blotch'));
  const chalk = valueNoise(random.fork('chalk'));
  const sheetTones = Array.from(
    { length: 64 },
    () => [random.range(0.93, 1.05), random.range(-7, 7)] as const,
  );
  const patches = plugPatches(geometry, random);

  const seamsX = [...geometry.seamsX];
  const seamsY = [...geometry.seamsY];
  const matSeams = [width * random.range(0.28, 0.36), width * random.range(0.64, 0.72)];
  const grainFreq = 0.035 / s;

  // Which sheet column each x falls in, counted once rather than per pixel.
  const columnOf = new Uint8Array(width);
  for (let x = 0; x < width; x++) columnOf[x] = seamsX.filter((sx) => sx <= x).length;

  // The grain's slow wander and the broad blotches vary over tens of pixels:
  // sample them on a coarse grid and interpolate, a quarter of the per-pixel work.
  const phaseAt = (u: number, v: number) =>
    figure(u * 0.003, v * 0.0009) * 14 + figure(u * 0.01, v * 0.002 + 40) * 4;
  const broadAt = (x: number, y: number) => blotch((x * 0.002) / s, (y * 0.002) / s) - 0.5;
  const phaseGrid = coarseGrid(width, kickerTop, (x, y) => phaseAt(x / s, y / s));
  const broadGrid = coarseGrid(width, height, broadAt);

  for (let y = 0; y < height; y++) {
    const onKicker = y >= kickerTop && y < matTop;
    const onMat = y >= matTop;
    const row = onKicker ? 9 : seamsY.filter((sy) => sy > y).length;
    const rowSeam = onKicker ? 1 : seamShade(y, seamsY, s);
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (onMat) {
        paintMat(pixels, o, x, y, geometry, matSeams, chalk, fibre, s);
        continue;
      }
      const column = columnOf[x]!;
      const [tone, warmth] = sheetTones[(row * 7 + column) % sheetTones.length]!;
      // The face grain runs along a sheet's long side: vertical on the wall, across on the kicker.
      const u = (onKicker ? y : x) / s;
      const v = (onKicker ? x : y) / s;
      const phase = onKicker ? phaseAt(u, v) : phaseGrid(x, y);
      const wave = 0.5 + 0.5 * Math.sin(u * grainFreq * s + phase + column * 1.7);
      const figureLines = wave * wave * wave * wave;
      const streak = fibre(u * 0.35, v * 0.006) - 0.5;
      let shade = tone * (1 - 0.06 * figureLines - 0.05 * streak + 0.12 * broadGrid(x, y));

      shade *= rowSeam * seamShade(x, seamsX, s);
      if (onKicker) {
        // The overhang shades the top of the kicker; the kicker also faces the lights less squarely.
        const below = y - kickerTop;
        shade *= 0.86 - 0.42 * Math.exp(-below / (10 * s)) + 0.05 * (below / (matTop - kickerTop));
      } else if (kickerTop - y < 3 * s) {
        shade *= 0.55; // the corner where the wall meets the kicker
      }
      pixels[o] = BIRCH[0] * shade + warmth;
      pixels[o + 1] = BIRCH[1] * shade;
      pixels[o + 2] = BIRCH[2] * shade - warmth;
    }
  }

  for (const patch of patches) stampPatch(pixels, width, height, patch);
  for (const tNut of geometry.tNuts) {
    stamp(pixels, width, height, tNut, 6.5 * s, (d) => tNutLook(d, 3.1 * s));
  }
  for (const screw of frameScrews(geometry, random)) {
    stamp(pixels, width, height, screw, 3.5 * s, (d) => [
      1 - 0.4 * (1 - smoothstep(1.6 * s, 2.6 * s, d)),
      0.5 * (1 - smoothstep(1.6 * s, 2.6 * s, d)),
    ]);
  }
  return pixels;
}

/** Samples `f` every 8 px and returns a bilinear interpolator over the same area. */
function coarseGrid(
  width: number,
  height: number,
  f: (x: number, y: number) => number,
): (x: number, y: number) => number {
  const step = 8;
  const gw = Math.ceil(width / step) + 2;
  const gh = Math.ceil(height / step) + 2;
  const grid = new Float32Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) grid[gy * gw + gx] = f(gx * step, gy * step);
  return (x, y) => {
    const fx = x / step;
    const fy = Math.min(y / step, gh - 2);
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const tx = fx - x0;
    const ty = fy - y0;
    const i = y0 * gw + x0;
    const top = grid[i]! + (grid[i + 1]! - grid[i]!) * tx;
    const bottom = grid[i + gw]! + (grid[i + gw + 1]! - grid[i + gw]!) * tx;
    return top + (bottom - top) * ty;
  };
}

/** A sheet edge: a dark gap with a slightly lit bevel on one side. */
function seamShade(at: number, seams: readonly number[], s: number): number {
  let shade = 1;
  for (const seam of seams) {
    const d = at - seam;
    if (Math.abs(d) < 6 * s) {
      shade *= 1 - 0.5 * Math.exp(-((d / (1.1 * s)) ** 2)) + 0.07 * Math.exp(-(((d - 2.6 * s) / s) ** 2));
    }
  }
  return shade;
}

/** A drilled T-nut: a dark threaded hole, a thin dull metal rim and a grubby halo. */
function tNutLook(d: number, r: number): readonly [number, number] {
  const core = 1 - smoothstep(r * 0.5, r * 0.8, d);
  const rim = 1 - smoothstep(r * 0.85, r * 1.15, d);
  const halo = 1 - smoothstep(r * 1.1, r * 2, d);
  const factor = 1 - 0.12 * halo - 0.45 * rim - 0.3 * core;
  return [factor, 0.6 * rim];
}

function paintMat(
  pixels: Uint8ClampedArray,
  o: number,
  x: number,
  y: number,
  g: WallGeometry,
  seams: number[],
  chalk: (x: number, y: number) => number,
  texture: (x: number, y: number) => number,
  s: number,
): void {
  const depth = y - g.matTop;
  // The rounded front edge of the foam catches the light; the fabric farther down is in shadow.
  let shade = 0.85 + 0.45 * Math.exp(-depth / (7 * s)) - 0.2 * (depth / (g.height - g.matTop));
  if (depth < 2 * s) shade *= 0.5;
  for (const sx of seams) if (Math.abs(x - sx) < 2 * s) shade *= 0.6;
  shade *= 1 + 0.1 * (texture((x * 0.3) / s, (y * 0.3) / s) - 0.5);
  // Chalk dust collects on the mats below the wall.
  const dust = Math.max(0, chalk((x * 0.006) / s, (y * 0.02) / s) - 0.5) * 0.9;
  for (let c = 0; c < 3; c++) pixels[o + c] = MAT[c]! * shade * (1 - dust) + 190 * dust;
}

interface Patch {
  x: number;
  y: number;
  rx: number;
  ry: number;
  tone: number;
}

/** Birch plywood faces carry boat-shaped veneer repairs, a few per sheet. */
function plugPatches(g: WallGeometry, random: Random): Patch[] {
  const count = Math.round((g.width * g.kickerTop) / (700 * 700 * g.pxPerMm * g.pxPerMm));
  return Array.from({ length: count }, () => ({
    x: random.range(0, g.width),
    y: random.range(0, g.kickerTop - 40 * g.pxPerMm),
    rx: random.range(10, 16) * g.pxPerMm,
    ry: random.range(30, 48) * g.pxPerMm,
    tone: random.range(0.95, 1.06),
  }));
}

function stampPatch(pixels: Uint8ClampedArray, width: number, height: number, p: Patch): void {
  stamp(pixels, width, height, p, p.ry + 2, (_d, dx, dy) => {
    // Elliptical distance: 1 on the patch edge, where a thin glue line shows.
    const e = Math.hypot(dx / p.rx, dy / p.ry);
    const inside = 1 - smoothstep(0.96, 1.02, e);
    const edge = Math.exp(-((((e - 1) * p.rx) / 0.8) ** 2));
    return [1 + (p.tone - 1) * inside - 0.12 * edge, 0];
  });
}

/**
 * Blends a small mark into the pixels, 2×2 supersampled so round edges are smooth.
 * `look` gives a brightness factor and how far to pull the colour towards grey
 * (metal has no wood colour).
 */
function stamp(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  at: Point,
  reach: number,
  look: (distance: number, dx: number, dy: number) => readonly [number, number],
): void {
  const x0 = Math.max(0, Math.floor(at.x - reach));
  const x1 = Math.min(width - 1, Math.ceil(at.x + reach));
  const y0 = Math.max(0, Math.floor(at.y - reach));
  const y1 = Math.min(height - 1, Math.ceil(at.y + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let factor = 0;
      let grey = 0;
      for (const [sx, sy] of SUBSAMPLES) {
        const dx = x + sx - at.x;
        const dy = y + sy - at.y;
        const [f, g] = look(Math.hypot(dx, dy), dx, dy);
        factor += f / 4;
        grey += g / 4;
      }
      const o = (y * width + x) * 3;
      const mean = (pixels[o]! + pixels[o + 1]! + pixels[o + 2]!) / 3;
      for (let c = 0; c < 3; c++) pixels[o + c] = (pixels[o + c]! * (1 - grey) + mean * grey) * factor;
    }
  }
}

const SUBSAMPLES = [
  [-0.25, -0.25],
  [0.25, -0.25],
  [-0.25, 0.25],
  [0.25, 0.25],
] as const;

/** Screws along the sheet edges and over the kicker's frame, every ~300 mm. */
function frameScrews(g: WallGeometry, random: Random): Point[] {
  const step = 300 * g.pxPerMm;
  const inset = 22 * g.pxPerMm;
  const screws: Point[] = [];
  for (const x of g.seamsX.flatMap((sx) => [sx - inset, sx + inset])) {
    for (let y = step / 2 + random.range(0, step / 3); y < g.kickerTop - inset; y += step) {
      if (x > 0 && x < g.width) screws.push({ x: x + random.range(-1, 1), y });
    }
  }
  for (let x = step / 2; x < g.width; x += step) screws.push({ x, y: g.kickerTop + inset * 0.8 });
  return screws;
}
