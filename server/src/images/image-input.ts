import { IMAGE_UNREADABLE } from '@spraybook/contract';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { HttpError, Invalid } from '../http/errors.ts';
import { MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit.ts';

export { assertPixelLimit, MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit.ts';

// libvips keeps the results of recent operations (up to 50 MB) in case they are asked for again; every
// photo here is new, so the cache only held the last one's pixels in memory.
sharp.cache(false);

/** Options for every sharp instance that reads untrusted bytes. */
export const UNTRUSTED_INPUT = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' rejects broken data but tolerates the harmless warnings many cameras produce.
  failOn: 'error',
} as const satisfies SharpOptions;

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
