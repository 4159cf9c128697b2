import type { Polygon } from '../src/image.ts';

/**
 * The confirmed holds of a KNOWN.json file: `{"polygons": [[{"x": …, "y": …}, …], …]}`, each point
 * relative to the photo (0..1, as the command prints them). An Error says what is wrong, and where.
 */
export function parseKnown(text: string): Polygon[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`KNOWN.json is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const polygons = (json as { polygons?: unknown } | null)?.polygons;
  if (typeof json !== 'object' || json === null || !Array.isArray(polygons))
    throw new Error('KNOWN.json needs {"polygons": [...]}');
  return polygons.map((polygon, k) => {
    if (!Array.isArray(polygon) || polygon.length < 3)
      throw new Error(`polygons[${k}] needs at least 3 points`);
    return polygon.map((point: unknown, i) => {
      const { x, y } = (point ?? {}) as { x?: unknown; y?: unknown };
      if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
        throw new Error(`polygons[${k}][${i}] needs numbers x and y`);
      if (x < 0 || x > 1 || y < 0 || y > 1)
        throw new Error(`polygons[${k}][${i}] is outside 0..1 (the points are relative to the photo)`);
      return { x, y };
    });
  });
}
