import { describe, expect, it } from 'vitest';
import { pickPhotoSource } from './pick-photo-source';

const photo = {
  image_url: '/original.jpg',
  image_width: 4000,
  image_variants: [
    { width: 640, url: '/640.webp' },
    { width: 1280, url: '/1280.webp' },
    { width: 2560, url: '/2560.webp' },
  ],
};

describe('pickPhotoSource', () => {
  it('shows the narrowest variant covering the fitted width', () => {
    expect(pickPhotoSource(photo, 390, 1, 1).url).toBe('/640.webp');
    expect(pickPhotoSource(photo, 1000, 1, 1).url).toBe('/1280.webp');
  });
  it('counts the device pixel ratio', () => {
    expect(pickPhotoSource(photo, 390, 1, 3).url).toBe('/1280.webp');
  });
  it('takes a sharper variant once zoomed', () => {
    expect(pickPhotoSource(photo, 390, 4, 1).url).toBe('/2560.webp');
  });
  it('falls back to the original when zoomed beyond every variant', () => {
    expect(pickPhotoSource(photo, 1000, 5, 1)).toEqual({ width: 4000, url: '/original.jpg' });
  });
  it('keeps the widest variant when the original is no sharper', () => {
    expect(pickPhotoSource({ ...photo, image_width: 2560 }, 1000, 5, 1).url).toBe('/2560.webp');
  });
  it('uses the original when there are no variants', () => {
    expect(pickPhotoSource({ ...photo, image_variants: [] }, 300, 1, 1).url).toBe('/original.jpg');
  });
  it('does not depend on the variants being sorted', () => {
    const shuffled = { ...photo, image_variants: [...photo.image_variants].reverse() };
    expect(pickPhotoSource(shuffled, 390, 1, 1).url).toBe('/640.webp');
  });
});
