import { IMAGE_UNREADABLE, imageTooManyPixels } from '@spraybook/contract';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { HttpError, Invalid, TooLarge } from '../http/errors.ts';

/**
 * Decompression-bomb guard: a few megabytes of JPEG or PNG can claim billions of pixels, and
 * decoding costs about 6 bytes a pixel (a 100 MP photo took 580 MB). 50 megapixels covers the
 * 48-50 MP modes of current phones; bigger photos are refused from the header, before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Options for every sharp instance that reads untrusted bytes. */
export const UNTRUSTED_INPUT = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' rejects broken data but tolerates the harmless warnings many cameras produce.
  failOn: 'error',
} as const satisfies SharpOptions;

export const tooManyPixels = () => new TooLarge(imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));

/** Throws when declared dimensions exceed the pixel limit, before any pixel is decoded. */
export function assertPixelLimit(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

/**
 * Reads the header of untrusted bytes; what sharp cannot parse is a 400.
 * Reading a header decodes no pixels, so the caller checks the declared size
 * with assertPixelLimit before decoding.
 */
export async function readImageMetadata(data: Buffer): Promise<Metadata> {
  try {
    return await sharp(data, { ...UNTRUSTED_INPUT, limitInputPixels: false }).metadata();
  } catch (error) {
    throw toImageError(error);
  }
}

/**
 * Maps a failure while decoding pixels to an HTTP error. The header can be fine
 * while the pixel data is truncated or corrupt, so this is needed after metadata too.
 */
export function toImageError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  return new Invalid(IMAGE_UNREADABLE);
}
