import { WALL_PHOTO_JPEG_ONLY } from '@spraybook/contract';
import sharp from 'sharp';
import { UnsupportedMedia } from '../http/errors.ts';
import { decodeBase64Image } from './decode-base64-image.ts';
import type { ImageGate } from './image-gate.ts';
import { UNTRUSTED_INPUT, assertPixelLimit, readImageMetadata, toImageError } from './image-input.ts';

export interface ProcessedImage {
  original: { data: Buffer; contentType: 'image/jpeg'; width: number; height: number };
  variants: { width: number; data: Buffer; contentType: 'image/webp' }[];
}

/**
 * Widths served to screens from phones to 4K; the browser picks one with srcset. 960 is a phone's
 * (390-412 CSS px at 2-2.6x): the wall page's banner, its largest paint, without 1280's extra bytes.
 */
export const WALL_VARIANT_WIDTHS = [640, 960, 1280, 2560] as const;

// libjpeg-turbo, not mozjpeg: mozjpeg saves ~10% of bytes but takes ~20x longer on a 12 MP photo.
const ORIGINAL_JPEG = { quality: 88 } as const;
const VARIANT_WEBP = { quality: 80 } as const;

/**
 * Turns an uploaded wall photo into what we store: an upright JPEG original and
 * WebP variants, all without metadata. Phones write GPS into EXIF, and the
 * location of a private home wall must never leak through its photo.
 */
export function processWallPhoto(
  base64: string,
  opts: { maxBytes: number; gate: ImageGate },
): Promise<ProcessedImage> {
  return opts.gate.run(() => processNow(base64, opts.maxBytes));
}

async function processNow(base64: string, maxBytes: number): Promise<ProcessedImage> {
  const input = decodeBase64Image(base64, maxBytes);
  const meta = await readImageMetadata(input);
  // The spec accepts only JPEG; trust the bytes, not the name or the claimed MIME.
  if (meta.format !== 'jpeg') {
    throw new UnsupportedMedia(WALL_PHOTO_JPEG_ONLY);
  }
  assertPixelLimit(meta.width, meta.height);

  try {
    // sharp writes no EXIF, XMP or ICC unless asked to; colours are converted to sRGB first.
    const original = await sharp(input, UNTRUSTED_INPUT)
      .rotate()
      .toColourspace('srgb')
      .jpeg(ORIGINAL_JPEG)
      .toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    // Variants come from the clean upright original: no rotation left to do, so
    // libjpeg can decode straight at a fraction of the size (shrink-on-load), which
    // keeps memory low for large photos.
    // One at a time: each decodes the original again, and four at once held more at the peak
    // (docs/performance-log/server-memory.md); libvips spreads each one over the cores anyway.
    const variants = [];
    for (const w of variantWidths(width)) variants.push(await webpVariant(original.data, w));
    return {
      original: { data: original.data, contentType: 'image/jpeg', width, height },
      variants,
    };
  } catch (error) {
    throw toImageError(error);
  }
}

/** One WebP variant of a stored (clean, upright) original: uploads, and the backfill of a new width. */
export async function webpVariant(original: Buffer, width: number) {
  const data = await sharp(original).resize({ width }).webp(VARIANT_WEBP).toBuffer();
  return { width, data, contentType: 'image/webp' as const };
}

/** Never upscale; a photo narrower than the smallest width gets one variant at its own width. */
export function variantWidths(originalWidth: number): number[] {
  const widths = WALL_VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}
