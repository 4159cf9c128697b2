import type { Point } from '@spraybook/hold-vision/geometry';

/** A polygon relative to the photo (0..1) as an SVG `points` attribute in the photo's pixels. */
export function svgPoints(polygon: readonly Point[], width: number, height: number) {
  return polygon.map((p) => `${p.x * width},${p.y * height}`).join(' ');
}
