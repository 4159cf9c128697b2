import type { Point, RgbaImage } from './image.ts';
import { seededRandom } from './seeded-random.ts';

/** An ellipse hold of a test photo: centre and radii relative to the photo, and its colour. */
export interface Blob {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rgb: readonly [number, number, number];
}

/**
 * A test photo: a plywood-coloured wall with grain noise and the blobs painted on it, each a little
 * darker towards its lower edge (as a hold is in gym light).
 */
export function paintWall(width: number, height: number, blobs: readonly Blob[], seed = 1): RgbaImage {
  const next = seededRandom(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const grain = (next() - 0.5) * 16;
      let rgb = [215 + grain, 190 + grain, 150 + grain];
      for (const b of blobs) {
        const dx = (x / width - b.cx) / b.rx;
        const dy = (y / height - b.cy) / b.ry;
        if (dx * dx + dy * dy <= 1) {
          const shade = 1 - 0.2 * Math.max(0, dy);
          rgb = b.rgb.map((c) => c * shade + grain / 2);
        }
      }
      data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i);
    }
  }
  return { width, height, data };
}

/** The blob's outline as a 32-gon, relative to the photo. */
export function blobPolygon(b: Blob): Point[] {
  return Array.from({ length: 32 }, (_, k) => {
    const a = (k / 32) * 2 * Math.PI;
    return { x: b.cx + b.rx * Math.cos(a), y: b.cy + b.ry * Math.sin(a) };
  });
}

/** An upright square, relative to the photo: a polygon of known area and overlap. */
export function squarePolygon(left: number, top: number, side: number): Point[] {
  return [
    { x: left, y: top },
    { x: left + side, y: top },
    { x: left + side, y: top + side },
    { x: left, y: top + side },
  ];
}

export const BLOBS: readonly Blob[] = [
  { cx: 0.2, cy: 0.25, rx: 0.06, ry: 0.05, rgb: [200, 30, 40] },
  { cx: 0.5, cy: 0.3, rx: 0.05, ry: 0.07, rgb: [30, 70, 200] },
  { cx: 0.8, cy: 0.22, rx: 0.07, ry: 0.045, rgb: [245, 210, 60] },
  { cx: 0.3, cy: 0.7, rx: 0.055, ry: 0.055, rgb: [40, 130, 50] },
  { cx: 0.65, cy: 0.68, rx: 0.08, ry: 0.05, rgb: [140, 40, 170] },
  { cx: 0.88, cy: 0.8, rx: 0.03, ry: 0.03, rgb: [30, 30, 30] },
];
