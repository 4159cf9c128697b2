import type { Point } from '@spraybook/hold-vision/geometry';
import type { Random } from './seeded-random.ts';

/** Where things are in the picture, in pixels; shared by the painter and the hold placer. */
export interface WallGeometry {
  width: number;
  height: number;
  /** Pixels per millimetre of real wall: sizes below are written in millimetres. */
  pxPerMm: number;
  /** The main (overhanging) wall spans y in [0, kickerTop). */
  kickerTop: number;
  /** The kicker board spans [kickerTop, matTop); crash mats fill the rest. */
  matTop: number;
  /** Plywood sheet edges. */
  seamsX: number[];
  seamsY: number[];
  tNuts: (Point & { onKicker: boolean })[];
}

// A standard sheet is 1220 × 2440 mm, mounted upright; T-nuts sit on a 200 mm grid
// with a second grid offset by half a cell, the dense "staggered" pattern spraywalls use.
const SHEET_W_MM = 1220;
const SHEET_H_MM = 2440;
const TNUT_PITCH_MM = 200;
// The default picture shows a wall about 4 m wide.
const DEFAULT_WALL_WIDTH_MM = 4000;

export function planWall(width: number, height: number, random: Random): WallGeometry {
  const pxPerMm = Math.sqrt((width * height) / (DEFAULT_WALL_WIDTH_MM * DEFAULT_WALL_WIDTH_MM * 0.75));
  const kickerTop = Math.round(height * random.range(0.825, 0.845));
  const matTop = Math.round(height * random.range(0.935, 0.945));

  const sheetW = SHEET_W_MM * pxPerMm;
  const sheetH = SHEET_H_MM * pxPerMm;
  const firstSeam = -random.range(0.2, 0.8) * sheetW;
  const seamsX: number[] = [];
  for (let x = firstSeam + sheetW; x < width; x += sheetW) seamsX.push(Math.round(x));
  // Sheets stand on the kicker, so horizontal seams count up from it.
  const seamsY: number[] = [];
  for (let y = kickerTop - sheetH; y > 0; y -= sheetH) seamsY.push(Math.round(y));

  const pitch = TNUT_PITCH_MM * pxPerMm;
  const tNuts: WallGeometry['tNuts'] = [];
  const edgeMargin = pitch * 0.25;
  // Each sheet is drilled from its own corner, so the grid restarts at every seam.
  const columnsStart = [firstSeam, ...seamsX];
  for (const sheetLeft of columnsStart) {
    for (let gx = sheetLeft + pitch / 2; gx < sheetLeft + sheetW; gx += pitch / 2) {
      const staggered = Math.round((gx - sheetLeft - pitch / 2) / (pitch / 2)) % 2 === 1;
      for (let gy = kickerTop - pitch / 2 - (staggered ? pitch / 2 : 0); gy > 0; gy -= pitch) {
        if (gx > edgeMargin && gx < width - edgeMargin && gy > edgeMargin) {
          tNuts.push({ x: gx, y: gy, onKicker: false });
        }
      }
    }
  }
  const kickerHeight = matTop - kickerTop;
  for (const fraction of [0.35, 0.72]) {
    const offset = fraction > 0.5 ? pitch / 2 : 0;
    for (let x = firstSeam + pitch / 2 + offset; x < width - edgeMargin; x += pitch) {
      if (x > edgeMargin) tNuts.push({ x, y: kickerTop + kickerHeight * fraction, onKicker: true });
    }
  }
  return { width, height, pxPerMm, kickerTop, matTop, seamsX, seamsY, tNuts };
}

/** Scale for small drawn details (seams, bolts, blur radii), which were tuned at 2 mm per pixel. */
export const detailScale = (pxPerMm: number) => pxPerMm / 0.5;
