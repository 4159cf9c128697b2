import { describe, expect, it } from 'vitest';
import { tracingPhotoUrl } from './tracing-photo';

const photo = (width: number, variants: number[]) => ({
  image_url: 'original.jpg',
  image_width: width,
  image_height: Math.round(width * 0.75),
  image_variants: variants.map((w) => ({ width: w, url: `v${w}.webp` })),
});

describe('the photo tracing works on', () => {
  it('is the 2560 px variant of a 12 MP photo', () => {
    expect(tracingPhotoUrl(photo(4000, [640, 1280, 2560]))).toBe('v2560.webp');
  });
  it('is the original when it is narrower than 2560 px and sharper than every variant', () => {
    expect(tracingPhotoUrl(photo(2000, [640, 1280]))).toBe('original.jpg');
  });
  it('is a variant as wide as the original', () => {
    expect(tracingPhotoUrl(photo(1280, [640, 1280]))).toBe('v1280.webp');
  });
  it('is the original when there are no variants', () => {
    expect(tracingPhotoUrl(photo(800, []))).toBe('original.jpg');
  });
});
