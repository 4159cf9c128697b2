import type { LabGrid, Polygon, RgbaImage } from './image.ts';
import { pointInPolygon } from './geometry.ts';

type Placement = Pick<LabGrid, 'width' | 'height' | 'left' | 'top' | 'scale'>;

/** The grid cells whose centres lie inside the polygon (relative to the photo). */
export function polygonCells(polygon: Polygon, grid: Placement, image: Pick<RgbaImage, 'width' | 'height'>) {
  if (polygon.length < 3) return [];
  const ring = polygon.map((p) => ({
    x: (p.x * image.width - grid.left) / grid.scale,
    y: (p.y * image.height - grid.top) / grid.scale,
  }));
  const xs = ring.map((p) => p.x);
  const ys = ring.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(grid.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(grid.height - 1, Math.ceil(Math.max(...ys)));
  const cells: number[] = [];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (pointInPolygon(ring, { x: x + 0.5, y: y + 0.5 })) cells.push(y * grid.width + x);
  return cells;
}
