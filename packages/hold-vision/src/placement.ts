import type { Point } from './geometry.ts';
import type { LabGrid, Polygon, RgbaImage } from './image.ts';

const unit = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1e5) / 1e5));

/** Grid corners to photo-relative points (0..1, five decimals, as the app stores holds). */
export function gridToPhoto(
  ring: readonly Point[],
  grid: Pick<LabGrid, 'left' | 'top' | 'scale'>,
  image: RgbaImage,
): Polygon {
  return ring.map((p) => ({
    x: unit((grid.left + p.x * grid.scale) / image.width),
    y: unit((grid.top + p.y * grid.scale) / image.height),
  }));
}
