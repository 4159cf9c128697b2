import { describe, expect, it } from 'vitest';
import { pickVariant, variantsSrcSet } from './image-variants';

const variants = [
  { width: 400, url: '/a.webp' },
  { width: 1200, url: '/c.webp' },
  { width: 800, url: '/b.webp' },
];

describe('image variants', () => {
  it('builds a width-described srcset', () => {
    expect(variantsSrcSet(variants)).toBe('/a.webp 400w, /c.webp 1200w, /b.webp 800w');
  });

  it('picks the narrowest variant covering the width', () => {
    expect(pickVariant(variants, 500)?.url).toBe('/b.webp');
    expect(pickVariant(variants, 400)?.url).toBe('/a.webp');
  });

  it('falls back to the widest for very wide screens, and to nothing without variants', () => {
    expect(pickVariant(variants, 3000)?.url).toBe('/c.webp');
    expect(pickVariant([], 300)).toBeUndefined();
  });
});
