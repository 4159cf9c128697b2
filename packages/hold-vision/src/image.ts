/** A photo's pixels: RGBA, 4 bytes a pixel, rows top to bottom (ImageData's layout). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A point of the photo, relative: 0..1 across and down. */
export interface Point {
  x: number;
  y: number;
}

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

/**
 * Samples the photo rectangle (left, top, width × height, photo pixels) into a grid at most
 * `maxCells` cells on its longer side, each cell the mean of the photo pixels it covers (a box
 * filter, so a 12 MP photo shrinks without aliasing).
 */
export function labGrid(
  image: RgbaImage,
  rect: { left: number; top: number; width: number; height: number },
  maxCells: number,
): LabGrid {
  const scale = Math.max(1, Math.max(rect.width, rect.height) / maxCells);
  const width = Math.max(1, Math.round(rect.width / scale));
  const height = Math.max(1, Math.round(rect.height / scale));
  const lab = new Float32Array(width * height * 3);
  const { data } = image;
  const stride = image.width * 4;
  for (let gy = 0; gy < height; gy++) {
    const y0 = Math.floor(rect.top + gy * scale);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor(rect.top + (gy + 1) * scale)));
    for (let gx = 0; gx < width; gx++) {
      const x0 = Math.floor(rect.left + gx * scale);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor(rect.left + (gx + 1) * scale)));
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
  return { width, height, left: rect.left, top: rect.top, scale, lab };
}

export function labDistance(lab: Float32Array, i: number, c: readonly number[]) {
  const dl = lab[i * 3]! - c[0]!;
  const da = lab[i * 3 + 1]! - c[1]!;
  const db = lab[i * 3 + 2]! - c[2]!;
  // Lightness counts half: shading changes it across one hold more than its hue.
  return Math.sqrt(0.25 * dl * dl + da * da + db * db);
}

/** The median L, a and b of the cells listed: a colour no outlier drags. */
export function medianColour(lab: Float32Array, cells: readonly number[]): number[] {
  return [0, 1, 2].map((k) => {
    const values = cells.map((i) => lab[i * 3 + k]!).sort((p, q) => p - q);
    return values[values.length >> 1] ?? 0;
  });
}
