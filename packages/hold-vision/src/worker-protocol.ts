import type { Point, Polygon, RgbaImage } from './image.ts';
import { outlineAt } from './outline.ts';
import { suggestHolds, type Suggestion } from './suggest.ts';
import { learnWall, type WallModel } from './wall-model.ts';

/** What a page asks the tracing worker; `id` pairs each answer with its request. */
export type HoldVisionRequest =
  | { id: number; kind: 'load'; image: RgbaImage }
  | { id: number; kind: 'outline'; tap: Point; grow?: number }
  | { id: number; kind: 'suggest'; existing?: Polygon[] }
  | { id: number; kind: 'learn'; known: Polygon[]; rejected?: Polygon[] };

/** What 'learn' answers: how many confirmed holds the model learned from (0: too few, today's rule runs). */
export interface Learned {
  learnedFrom: number;
  ms: number;
}

export type HoldVisionResponse =
  | {
      id: number;
      ok: true;
      result: { width: number; height: number } | Polygon | null | Suggestion[] | Learned;
    }
  | { id: number; ok: false; error: string };

export const NO_PHOTO_ERROR = 'No photo is loaded for tracing yet.';

const isPolygonList = (value: unknown): value is Polygon[] =>
  Array.isArray(value) &&
  value.every(
    (polygon) =>
      Array.isArray(polygon) &&
      polygon.every((p) => Number.isFinite((p as Point)?.x) && Number.isFinite((p as Point)?.y)),
  );

/**
 * The worker's whole job, without the worker: keeps the loaded photo and the wall's model, and
 * answers outline, suggest and learn requests on them. DOM-free, so Node runs it in tests and the
 * browser in a Worker. The model lives only here, in memory: the page teaches it again from the
 * wall's holds each time it opens the editor (docs/decisions.md).
 */
export function createHoldVisionHandler() {
  let image: RgbaImage | null = null;
  let model: WallModel | null = null;
  return (request: HoldVisionRequest): HoldVisionResponse => {
    const id = request?.id ?? -1;
    try {
      switch (request?.kind) {
        case 'load': {
          const { width, height, data } = request.image ?? {};
          if (
            !Number.isInteger(width) ||
            !Number.isInteger(height) ||
            !data ||
            data.length < width * height * 4
          )
            return { id, ok: false, error: 'The photo has no pixels to trace.' };
          image = { width, height, data };
          model = null;
          return { id, ok: true, result: { width, height } };
        }
        case 'outline':
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          return { id, ok: true, result: outlineAt(image, request.tap, { grow: request.grow, model }) };
        case 'suggest':
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          return { id, ok: true, result: suggestHolds(image, { existing: request.existing, model }) };
        case 'learn': {
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          const rejected = request.rejected ?? [];
          if (!isPolygonList(request.known) || !isPolygonList(rejected))
            return { id, ok: false, error: 'Holds to learn from need points with x and y.' };
          const from = performance.now();
          model = learnWall(image, { known: request.known, rejected });
          return {
            id,
            ok: true,
            result: { learnedFrom: model?.learnedFrom ?? 0, ms: performance.now() - from },
          };
        }
        default:
          return {
            id,
            ok: false,
            error: `Unknown request: ${String((request as { kind?: unknown })?.kind)}`,
          };
      }
    } catch (error) {
      return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
