import type { Point } from './geometry.ts';

/** A photo's pixels: RGBA, 4 bytes a pixel, rows top to bottom (ImageData's layout). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A point of the photo, relative: 0..1 across and down (the one Point, from geometry.ts). */
export type { Point };

export type Polygon = Point[];

/**
 * A rectangle of the photo resampled to a working grid in CIE Lab, where a colour distance is
 * roughly what the eye sees: a red hold in shade stays nearer red than the grey wall beside it.
 * `scale` is photo pixels per grid cell; (left, top) is the grid's origin in photo pixels.
 */
export interface LabGrid {
  width: number;
  height: number;
  left: number;
  top: number;
  scale: number;
  /** L, a, b per cell. */
  lab: Float32Array;
}

const LINEAR = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

function toLab(r: number, g: number, b: number, out: Float32Array, at: number) {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089;
  const fy = f(y);
  out[at] = 116 * fy - 16;
  out[at + 1] = 500 * (f(x) - fy);
  out[at + 2] = 200 * (fy - f(z));
}

type Rect = { left: number; top: number; width: number; height: number };

/**
 * Samples the photo rectangle (left, top, width × height, photo pixels) into a grid at most
 * `maxCells` cells on its longer side, each cell the mean of the photo pixels it covers (a box
 * filter, so a 12 MP photo shrinks without aliasing). `minScale` below 1 lets a small rectangle
 * take more cells than it has pixels, read between them (bilinear), so an edge can fall inside a pixel.
 */
export function labGrid(image: RgbaImage, rect: Rect, maxCells: number, minScale = 1): LabGrid {
  const scale = Math.max(minScale, Math.max(rect.width, rect.height) / maxCells);
  const width = Math.max(1, Math.round(rect.width / scale));
  const height = Math.max(1, Math.round(rect.height / scale));
  const grid = {
    width,
    height,
    left: rect.left,
    top: rect.top,
    scale,
    lab: new Float32Array(width * height * 3),
  };
  if (scale < 1) readBetweenPixels(image, grid);
  else readBoxes(image, grid);
  return grid;
}

/** Each cell the mean of the photo pixels it covers: shrinking. */
function readBoxes(image: RgbaImage, { width, height, left, top, scale, lab }: LabGrid) {
  const { data } = image;
  const stride = image.width * 4;
  for (let gy = 0; gy < height; gy++) {
    const y0 = Math.floor(top + gy * scale);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor(top + (gy + 1) * scale)));
    for (let gx = 0; gx < width; gx++) {
      const x0 = Math.floor(left + gx * scale);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor(left + (gx + 1) * scale)));
      // At most 4×4 samples a cell: plenty for a mean, and a 12 MP photo stays quick.
      const sy = Math.max(1, Math.floor((y1 - y0) / 4));
      const sx = Math.max(1, Math.floor((x1 - x0) / 4));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = y0; y < y1; y += sy) {
        for (let x = x0; x < x1; x += sx) {
          const i = y * stride + x * 4;
          r += LINEAR[data[i]!]!;
          g += LINEAR[data[i + 1]!]!;
          b += LINEAR[data[i + 2]!]!;
          n++;
        }
      }
      toLab(r / n, g / n, b / n, lab, (gy * width + gx) * 3);
    }
  }
}

/** Each cell the photo's colour at its centre, interpolated between the four nearest pixels: enlarging. */
function readBetweenPixels(image: RgbaImage, { width, height, left, top, scale, lab }: LabGrid) {
  const { data } = image;
  const stride = image.width * 4;
  const at = (x: number, y: number, k: number) => LINEAR[data[y * stride + x * 4 + k]!]!;
  const rgb = [0, 0, 0];
  for (let gy = 0; gy < height; gy++) {
    const fy = Math.min(image.height - 1, Math.max(0, top + (gy + 0.5) * scale - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let gx = 0; gx < width; gx++) {
      const fx = Math.min(image.width - 1, Math.max(0, left + (gx + 0.5) * scale - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = fx - x0;
      for (let k = 0; k < 3; k++) {
        const upper = (1 - wx) * at(x0, y0, k) + wx * at(x1, y0, k);
        const lower = (1 - wx) * at(x0, y1, k) + wx * at(x1, y1, k);
        rgb[k] = (1 - wy) * upper + wy * lower;
      }
      toLab(rgb[0]!, rgb[1]!, rgb[2]!, lab, (gy * width + gx) * 3);
    }
  }
}

export function labDistance(lab: Float32Array, i: number, c: readonly number[]) {
  const dl = lab[i * 3]! - c[0]!;
  const da = lab[i * 3 + 1]! - c[1]!;
  const db = lab[i * 3 + 2]! - c[2]!;
  // Lightness counts half: shading changes it across one hold more than its hue.
  return Math.sqrt(0.25 * dl * dl + da * da + db * db);
}

/** The distance between two Lab colours, lightness counting half (as `labDistance`). */
export function colourDistance(c: readonly number[], d: readonly number[]) {
  return Math.hypot(0.5 * (c[0]! - d[0]!), c[1]! - d[1]!, c[2]! - d[2]!);
}

/** The median L, a and b of the cells listed: a colour no outlier drags. */
export function medianColour(lab: Float32Array, cells: readonly number[]): number[] {
  // A typed array sorts numerically without a comparator: several times quicker on a big photo.
  const values = new Float32Array(cells.length);
  return [0, 1, 2].map((k) => {
    for (let j = 0; j < cells.length; j++) values[j] = lab[cells[j]! * 3 + k]!;
    values.sort();
    return values[values.length >> 1] ?? 0;
  });
}
