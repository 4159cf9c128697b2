import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const image = {
  src: '/images/w-1280.webp',
  srcSet: '/images/w-640.webp 640w, /images/w-1280.webp 1280w',
  sizes: '100vw',
};

afterEach(() => document.head.replaceChildren());

describe('preloadImage', () => {
  it('adds a high-priority image preload with the same srcset and sizes as the <img>', () => {
    preloadImage(image);
    const link = document.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('href')).toBe('/images/w-1280.webp');
    expect(link.getAttribute('imagesrcset')).toBe(image.srcSet);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
  });

  it('preloads a photo once however often the page is entered', () => {
    preloadImage(image);
    preloadImage(image);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
