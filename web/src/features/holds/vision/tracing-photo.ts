import type { CanvasPhoto } from '../../../shared/canvas';

/**
 * Tracing works on up to 2560 px across (about 5 MP, the widest variant the server makes): enough to
 * follow a small crimp's edge, small enough to decode and hand to the worker in a moment on a phone.
 */
export const TRACING_MAX_WIDTH = 2560;

/** The widest variant up to that width when it is as sharp as the original allows, else the original. */
export function tracingPhotoUrl(photo: CanvasPhoto): string {
  const wanted = Math.min(photo.image_width, TRACING_MAX_WIDTH);
  const variant = photo.image_variants
    .filter((v) => v.width <= TRACING_MAX_WIDTH)
    .reduce<{ width: number; url: string } | null>(
      (best, v) => (best && best.width >= v.width ? best : v),
      null,
    );
  return variant && variant.width >= wanted ? variant.url : photo.image_url;
}
