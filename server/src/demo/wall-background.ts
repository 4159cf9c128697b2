import type { Random } from './seeded-random.ts';
import { valueNoise } from './value-noise.ts';
import type { Point, WallGeometry } from './wall-geometry.ts';

type Rgb = readonly [number, number, number];

// Birch plywood as it looks under gym lights, and a worn blue-grey crash mat.
const BIRCH: Rgb = [216, 182, 136];
const MAT: Rgb = [52, 60, 78];

/**
 * Paints the bare wall as packed RGB: plywood sheets with grain and seams,
 * T-nut holes and frame screws, the kicker board and the mats. Holds and
 * lighting are added on top by the caller.
 */
export function paintBackground(geometry: WallGeometry, random: Random): Buffer {
  const { width, height, kickerTop, matTop, pxPerMm } = geometry;
  const s = pxPerMm / 0.5; // 1 at the default picture size
  const pixels = Buffer.alloc(width * height * 3);
  const figure = valueNoise(random.fork('figure'));
  const fibre = valueNoise(random.fork('fibre'));
  const blotch = valueNoise(random.fork('blotch'));
  const chalk = valueNoise(random.fork('chalk'));
  const sheetTones = Array.from({ length: 64 }, () => [random.range(0.94, 1.05), random.range(-6, 6)] as const);

  const seamsX = [...geometry.seamsX];
  const seamsY = [...geometry.seamsY];
  const matSeams = [width * random.range(0.28, 0.36), width * random.range(0.64, 0.72)];
  const grainFreq = 0.055 / s;

  // Which sheet column each x falls in, counted once rather than per pixel.
  const columnOf = new Uint8Array(width);
  for (let x = 0; x < width; x++) columnOf[x] = seamsX.filter((sx) => sx <= x).length;

  for (let y = 0; y < height; y++) {
    const onKicker = y >= kickerTop && y < matTop;
    const onMat = y >= matTop;
    const row = onKicker ? 9 : seamsY.filter((sy) => sy > y).length;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (onMat) {
        paintMat(pixels, o, x, y, geometry, matSeams, chalk, fibre, s);
        continue;
      }
      const column = columnOf[x]!;
      const [tone, warmth] = sheetTones[(row * 7 + column) % sheetTones.length]!;
      // The face grain runs along a sheet's long side: vertical on the wall, across on the kicker.
      const u = onKicker ? y : x;
      const v = onKicker ? x : y;
      const warp = figure(u * 0.004 / s + column * 17, v * 0.0012 / s) * 2 - 1;
      const wave = Math.sin(u * grainFreq + warp * 5 + figure(u * 0.012 / s, v * 0.003 / s + 40) * 3);
      const lines = (0.5 + 0.5 * wave) ** 6;
      const streak = fibre(u * 0.7 / s, v * 0.012 / s) - 0.5;
      const broad = blotch(x * 0.0025 / s + column * 3.1, y * 0.0025 / s) - 0.5;
      let shade = tone * (1 - 0.075 * lines - 0.06 * streak + 0.1 * broad);

      shade *= seamShade(x, y, seamsX, onKicker ? [] : seamsY, s);
      if (onKicker) {
        // The overhang shades the top of the kicker; the kicker also faces the lights less squarely.
        const below = y - kickerTop;
        shade *= 0.88 - 0.42 * Math.exp(-below / (10 * s)) + 0.04 * (below / (matTop - kickerTop));
      } else if (kickerTop - y < 3 * s) {
        shade *= 0.55; // the corner where the wall meets the kicker
      }
      pixels[o] = BIRCH[0] * shade + warmth;
      pixels[o + 1] = BIRCH[1] * shade;
      pixels[o + 2] = BIRCH[2] * shade - warmth;
    }
  }

  for (const tNut of geometry.tNuts) stampHole(pixels, width, height, tNut, 2.9 * s);
  for (const screw of frameScrews(geometry, random)) stampScrew(pixels, width, height, screw, 2.2 * s);
  return pixels;
}

/** Sheet edges: a dark gap with a slightly lit bevel on one side. */
function seamShade(x: number, y: number, seamsX: number[], seamsY: number[], s: number): number {
  let shade = 1;
  for (const sx of seamsX) {
    const d = x - sx;
    if (Math.abs(d) < 5 * s) shade *= 1 - 0.5 * Math.exp(-((d / (1.1 * s)) ** 2)) + 0.06 * Math.exp(-(((d - 2.5 * s) / s) ** 2));
  }
  for (const sy of seamsY) {
    const d = y - sy;
    if (Math.abs(d) < 5 * s) shade *= 1 - 0.5 * Math.exp(-((d / (1.1 * s)) ** 2)) + 0.06 * Math.exp(-(((d - 2.5 * s) / s) ** 2));
  }
  return shade;
}

function paintMat(
  pixels: Buffer,
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
  let shade = 0.8 + 0.45 * Math.exp(-depth / (7 * s)) - 0.15 * (depth / (g.height - g.matTop));
  if (depth < 2 * s) shade *= 0.5;
  for (const sx of seams) if (Math.abs(x - sx) < 2 * s) shade *= 0.6;
  shade *= 1 + 0.08 * (texture(x * 0.3 / s, y * 0.3 / s) - 0.5);
  // Chalk dust collects on the mats below the wall.
  const dust = Math.max(0, chalk(x * 0.006 / s, y * 0.02 / s) - 0.45) * 1.3;
  for (let c = 0; c < 3; c++) pixels[o + c] = MAT[c]! * shade * (1 - dust) + 205 * dust;
}

/** A drilled T-nut: a dark threaded hole, a thin metal rim and a grubby halo of chalk and rubber. */
function stampHole(pixels: Buffer, width: number, height: number, at: Point, radius: number): void {
  stamp(pixels, width, height, at, radius * 1.9, (d) => {
    if (d < radius * 0.7) return [0.16, 0];
    if (d < radius) return [0.42, 0.25];
    return [1 - 0.12 * (1 - (d - radius) / (radius * 0.9)), 0];
  });
}

/** A countersunk screw head fixing the sheet to the frame: grey metal, slightly shiny. */
function stampScrew(pixels: Buffer, width: number, height: number, at: Point, radius: number): void {
  stamp(pixels, width, height, at, radius * 1.3, (d) => (d < radius ? [0.62, 0.45] : [0.85, 0]));
}

/**
 * Blends a round mark into the pixels. `look(distance)` gives a brightness factor
 * and how far to pull the colour towards neutral grey (metal has no wood colour).
 */
function stamp(
  pixels: Buffer,
  width: number,
  height: number,
  at: Point,
  reach: number,
  look: (distance: number) => readonly [number, number],
): void {
  const x0 = Math.max(0, Math.floor(at.x - reach));
  const x1 = Math.min(width - 1, Math.ceil(at.x + reach));
  const y0 = Math.max(0, Math.floor(at.y - reach));
  const y1 = Math.min(height - 1, Math.ceil(at.y + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - at.x, y - at.y);
      // Anti-alias the outer edge over one pixel.
      const coverage = Math.min(1, Math.max(0, reach - d + 0.5));
      if (coverage === 0) continue;
      const [factor, grey] = look(d);
      const o = (y * width + x) * 3;
      const mean = (pixels[o]! + pixels[o + 1]! + pixels[o + 2]!) / 3;
      for (let c = 0; c < 3; c++) {
        const value = (pixels[o + c]! * (1 - grey) + mean * grey) * factor;
        pixels[o + c] = pixels[o + c]! * (1 - coverage) + value * coverage;
      }
    }
  }
}

/** Screws along the sheet edges and over the studs behind, every ~300 mm. */
function frameScrews(g: WallGeometry, random: Random): Point[] {
  const step = 300 * g.pxPerMm;
  const inset = 22 * g.pxPerMm;
  const screws: Point[] = [];
  const columns = [...g.seamsX.flatMap((x) => [x - inset, x + inset])];
  for (const x of columns) {
    for (let y = step / 2 + random.range(0, step / 3); y < g.kickerTop - inset; y += step) {
      if (x > 0 && x < g.width) screws.push({ x: x + random.range(-1, 1), y });
    }
  }
  for (let x = step / 2; x < g.width; x += step) screws.push({ x, y: g.kickerTop + inset * 0.8 });
  return screws;
}
