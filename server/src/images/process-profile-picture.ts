import { PICTURE_TYPES_ONLY } from '@spraybook/contract';
import sharp, { type Sharp } from 'sharp';
import { UnsupportedMedia } from '../http/errors.ts';
import { isBmp, isIco } from './bitmap-decoders.ts';
import { decodeBitmapOffThread } from './decode-bitmap-off-thread.ts';
import { decodeBase64Image } from './decode-base64-image.ts';
import type { ImageGate } from './image-gate.ts';
import { UNTRUSTED_INPUT, assertPixelLimit, readImageMetadata, toImageError } from './image-input.ts';
import { PICTURE_SIZES } from './profile-picture-files.ts';
/** What sharp reads of the spec's types (BMP and ICO are decoded by bitmap-decoders.ts). */
const SHARP_TYPES = new Set(['jpeg', 'png', 'gif', 'tiff', 'webp', 'svg']);
const WEBP = { quality: 82 } as const;

export interface ProcessedPicture {
  size: number;
  data: Buffer;
  contentType: 'image/webp';
}

/**
 * Turns an uploaded profile picture (any of the spec's types) into square WebP images at each of
 * `PICTURE_SIZES`, without metadata. An SVG is rasterised here and never stored or served as SVG;
 * an animation keeps its first frame. The same byte cap, pixel cap and image gate as wall photos.
 */
export function processProfilePicture(
  base64: string,
  opts: { maxBytes: number; gate: ImageGate },
): Promise<ProcessedPicture[]> {
  return opts.gate.run(async () => {
    const input = decodeBase64Image(base64, opts.maxBytes);
    const source = await openPicture(input);
    try {
      return await Promise.all(
        PICTURE_SIZES.map(async (size) => ({
          size,
          data: await source
            .clone()
            .resize(size, size, { fit: 'cover', position: 'centre' })
            .webp(WEBP)
            .toBuffer(),
          contentType: 'image/webp' as const,
        })),
      );
    } catch (error) {
      throw toImageError(error);
    }
  });
}

/** The upright, sRGB picture to resize, from whichever type the bytes are (the claimed type is ignored). */
async function openPicture(input: Buffer): Promise<Sharp> {
  if (isBmp(input) || isIco(input)) {
    const decoded = await decodeBitmapOffThread(input);
    if ('png' in decoded) return openPicture(decoded.png);
    const { width, height, data } = decoded;
    return sharp(data, { raw: { width, height, channels: 4 } });
  }
  const meta = await readImageMetadata(input);
  if (!meta.format || !SHARP_TYPES.has(meta.format)) throw new UnsupportedMedia(PICTURE_TYPES_ONLY);
  assertPixelLimit(meta.width ?? 0, meta.height ?? 0);
  // A small drawing is rendered at a density that gives the largest size its pixels, not upscaled.
  const density =
    meta.format === 'svg' && meta.width && meta.height
      ? Math.min(2400, Math.max(72, (72 * PICTURE_SIZES[0]) / Math.min(meta.width, meta.height)))
      : undefined;
  return sharp(input, { ...UNTRUSTED_INPUT, ...(density ? { density } : {}) })
    .rotate()
    .toColourspace('srgb');
}
