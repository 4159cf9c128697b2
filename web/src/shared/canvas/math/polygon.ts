/** Geometry of hold outlines (photo-relative points): hit tests, areas, label positions. */
export interface Point {
  x: number;
  y: number;
}

/** Even-odd ray casting: whether `p` is inside the polygon (points on an edge may go either way). */
export function pointInPolygon(polygon: readonly Point[], p: Point) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The polygon's area (shoelace), whatever its winding. */
export function polygonArea(polygon: readonly Point[]) {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    twice += (polygon[j]!.x + polygon[i]!.x) * (polygon[j]!.y - polygon[i]!.y);
  }
  return Math.abs(twice) / 2;
}

/** The hold under a point; where outlines overlap the smallest wins (a hold drawn on a volume). */
export function holdAt(
  holds: readonly { id: string; polygon: readonly Point[] }[],
  point: Point,
): string | null {
  let best: { id: string; area: number } | null = null;
  for (const hold of holds) {
    if (hold.polygon.length < 3 || !pointInPolygon(hold.polygon, point)) continue;
    const area = polygonArea(hold.polygon);
    if (!best || area < best.area) best = { id: hold.id, area };
  }
  return best?.id ?? null;
}

/** Where a hold's letter or number goes: the middle of its bounding box. */
export function polygonCentre(polygon: readonly Point[]): Point {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}
