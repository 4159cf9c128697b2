import sharp from 'sharp';
import type { PlacedHold } from './hold-placement.ts';
import { silhouettesSvg } from './hold-svg.ts';
import { detailScale } from './wall-geometry.ts';

/** Blurred single-channel masks, 0 (no shadow) to 255 (full shadow), one per kind of shadow. */
export type ShadowMasks = readonly [volumes: Buffer, cast: Buffer, contact: Buffer];

/**
 * Renders where holds cast shadows. Lights hang above and in front, so shadows
 * fall down and a little right: a wide soft one (far bigger under volumes, which
 * stand out further) and a tight contact shadow where plastic meets plywood.
 * Rendering runs in sharp's threads, so callers can paint meanwhile.
 */
export function renderShadowMasks(
  holds: readonly PlacedHold[],
  width: number,
  height: number,
  pxPerMm: number,
): Promise<ShadowMasks> {
  const s = detailScale(pxPerMm);
  const volumes = holds.filter((h) => h.kind === 'volume');
  const others = holds.filter((h) => h.kind !== 'volume');
  return Promise.all([
    mask(silhouettesSvg(volumes, width, height, 10 * s, 30 * s), 16 * s),
    mask(silhouettesSvg(others, width, height, 3 * s, 11 * s), 6 * s),
    mask(silhouettesSvg(holds, width, height, 0.8 * s, 2.5 * s), 1.6 * s),
  ]);
}

const STRENGTHS = [0.5 / 255, 0.55 / 255, 0.6 / 255] as const;

/** Darkens packed RGB pixels in place under the shadow masks. */
export function applyShadows(pixels: Uint8ClampedArray, [volumes, cast, contact]: ShadowMasks): void {
  for (let i = 0; i < volumes.length; i++) {
    const keep =
      (1 - volumes[i]! * STRENGTHS[0]) * (1 - cast[i]! * STRENGTHS[1]) * (1 - contact[i]! * STRENGTHS[2]);
    if (keep === 1) continue;
    const o = i * 3;
    pixels[o] = pixels[o]! * keep;
    pixels[o + 1] = pixels[o + 1]! * keep;
    pixels[o + 2] = pixels[o + 2]! * keep;
  }
}

function mask(svg: string, sigma: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).extractChannel(0).blur(Math.max(0.3, sigma)).raw().toBuffer();
}
