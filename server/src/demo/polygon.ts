import { distanceToSegment, pointInPolygon, type Point } from '@spraybook/hold-vision/geometry';

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  return cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;
}

/** True when two polygons overlap or come closer than `gap` pixels (the demo wall's hold placer). */
export function polygonsTooClose(a: readonly Point[], b: readonly Point[], gap: number): boolean {
  const near = (p: Point, polygon: readonly Point[]) =>
    pointInPolygon(polygon, p) ||
    polygon.some((q, i) => distanceToSegment(p, q, polygon[(i + 1) % polygon.length]!) < gap);
  if (a.some((p) => near(p, b)) || b.some((p) => near(p, a))) return true;
  return a.some((p, i) => {
    const p2 = a[(i + 1) % a.length]!;
    return b.some((q, j) => segmentsCross(p, p2, q, b[(j + 1) % b.length]!));
  });
}
