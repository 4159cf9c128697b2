import type { Point, Polygon, RgbaImage } from './image.ts';
import { outlineAt } from './outline.ts';
import { suggestHolds, type Suggestion } from './suggest.ts';

/** What a page asks the tracing worker; `id` pairs each answer with its request. */
export type HoldVisionRequest =
  | { id: number; kind: 'load'; image: RgbaImage }
  | { id: number; kind: 'outline'; tap: Point; grow?: number }
  | { id: number; kind: 'suggest'; existing?: Polygon[] };

export type HoldVisionResponse =
  | { id: number; ok: true; result: { width: number; height: number } | Polygon | null | Suggestion[] }
  | { id: number; ok: false; error: string };

export const NO_PHOTO_ERROR = 'No photo is loaded for tracing yet.';

/**
 * The worker's whole job, without the worker: keeps the loaded photo and answers outline and
 * suggest requests on it. DOM-free, so Node runs it in tests and the browser in a Worker.
 */
export function createHoldVisionHandler() {
  let image: RgbaImage | null = null;
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
          return { id, ok: true, result: { width, height } };
        }
        case 'outline':
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          return { id, ok: true, result: outlineAt(image, request.tap, { grow: request.grow }) };
        case 'suggest':
          if (!image) return { id, ok: false, error: NO_PHOTO_ERROR };
          return { id, ok: true, result: suggestHolds(image, { existing: request.existing }) };
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
