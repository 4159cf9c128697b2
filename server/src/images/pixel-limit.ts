import { imageTooManyPixels } from '@spraybook/contract';
import { TooLarge } from '../http/errors.ts';

/**
 * Decompression-bomb guard: a few megabytes of JPEG or PNG can claim billions of pixels, and
 * decoding costs about 6 bytes a pixel (a 100 MP photo took 580 MB). 50 megapixels covers the
 * 48-50 MP modes of current phones; bigger photos are refused from the header, before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const tooManyPixels = () => new TooLarge(imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));

/** Throws when declared dimensions exceed the pixel limit, before any pixel is decoded. */
export function assertPixelLimit(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}
