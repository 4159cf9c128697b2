import type { Point, Polygon, RgbaImage } from './image.ts';
import { outlineAt } from './outline.ts';
import { suggestHolds, type Suggestion } from './suggest.ts';
import { learnWall, type WallModel } from './wall-model.ts';

/** What a page asks the tracing worker; `id` pairs each answer with its request. */
export type HoldVisionRequest =
  | { id: number; kind: 'load'; image: RgbaImage }
  | { id: number; kind: 'outline'; tap: Point; grow?: number }
  | { id: number; kind: 'suggest'; existing?: Polygon[]; rejected?: Polygon[] }
  | { id: number; kind: 'learn'; known: Polygon[]; rejected?: Polygon[]; handOver?: boolean }
  | { id: number; kind: 'use-model'; model: WallModel | null };

/**
 * What 'learn' answers: how many confirmed holds the model learned from (0: too few, today's rule runs),
 * and with `handOver` the model itself (typed arrays, cheap to post), for a second worker that trains
 * while this one keeps answering taps (`use-model` gives it to that one).
 */
export interface Learned {
  learnedFrom: number;
  ms: number;
  model?: WallModel | null;
}

export type HoldVisionResponse =
  | {
      id: number;
      ok: true;
      result:
        { width: number; height: number } | Polygon | null | Suggestion[] | Learned | { learnedFrom: number };
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

/** Whether a model handed over scores this photo: its grid covers this photo's cells. */
function fitsPhoto(model: WallModel, image: RgbaImage) {
  const { grid, probability } = model ?? {};
  return (
    !!grid &&
    probability instanceof Float32Array &&
    probability.length === grid.width * grid.height &&
    Math.abs(grid.width * grid.scale - image.width) <= grid.scale &&
    Math.abs(grid.height * grid.scale - image.height) <= grid.scale
  );
}

/**
 * The worker's whole job, without the worker: keeps the loaded photo and the wall's model, and
 * answers outline, suggest and learn requests on them. DOM-free, so Node runs it in tests and the
 * browser in a Worker. The model lives only in memory (here, or handed over from a learning worker): the page teaches it again from the
 * wall's holds each time it opens the editor (docs/decisions/0126-wall-model-in-worker-memory.md).
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
          if (!isPolygonList(request.existing ?? []) || !isPolygonList(request.rejected ?? []))
            return { id, ok: false, error: 'Holds and places turned down need points with x and y.' };
          return {
            id,
            ok: true,
            result: suggestHolds(image, { existing: request.existing, rejected: request.rejected, model }),
          };
        case 'learn': {
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          const rejected = request.rejected ?? [];
          if (!isPolygonList(request.known) || !isPolygonList(rejected))
            return { id, ok: false, error: 'Holds to learn from need points with x and y.' };
          const from = performance.now();
          model = learnWall(image, { known: request.known, rejected });
          const learned: Learned = { learnedFrom: model?.learnedFrom ?? 0, ms: performance.now() - from };
          return { id, ok: true, result: request.handOver ? { ...learned, model } : learned };
        }
        case 'use-model':
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          if (request.model !== null && !fitsPhoto(request.model, image))
            return { id, ok: false, error: 'The model was learned on another photo.' };
          model = request.model;
          return { id, ok: true, result: { learnedFrom: model?.learnedFrom ?? 0 } };
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
