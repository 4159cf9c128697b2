import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanvasPhoto } from '../types';
import { usePhotoSource } from './use-photo-source';

const photo: CanvasPhoto = {
  image_url: '/original.jpg',
  image_width: 4000,
  image_height: 3000,
  image_variants: [
    { width: 640, url: '/640.webp' },
    { width: 1280, url: '/1280.webp' },
    { width: 2560, url: '/2560.webp' },
  ],
};

/** Downloads the hook started (`new Image()` then decode()), each finished by its resolve. */
let downloads: { url: string; resolve: () => void }[];

beforeEach(() => {
  downloads = [];
  vi.stubGlobal('devicePixelRatio', 1);
  // jsdom downloads no images and has no decode().
  HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
    return new Promise<void>((resolve) => downloads.push({ url: this.getAttribute('src')!, resolve }));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

const shownUrl = (zoom: number, width = 390) =>
  renderHook((props: { zoom: number; width: number }) => usePhotoSource(photo, props.width, props.zoom), {
    initialProps: { zoom, width },
  });

describe('usePhotoSource', () => {
  it('shows first the variant that fits the screen at zoom 1, even when the view opens zoomed in', () => {
    const { result } = shownUrl(4);
    expect(result.current?.url).toBe('/640.webp');
  });

  it("swaps in the opening zoom's sharper variant once it has downloaded", async () => {
    const { result } = shownUrl(4);
    await waitFor(() => expect(downloads.map((d) => d.url)).toEqual(['/2560.webp']));
    expect(result.current?.url).toBe('/640.webp');
    await act(async () => downloads[0]!.resolve());
    expect(result.current?.url).toBe('/2560.webp');
  });

  it('keeps the first variant at zoom 1, downloading nothing more', async () => {
    const { result } = shownUrl(1);
    expect(result.current?.url).toBe('/640.webp');
    await act(async () => {});
    expect(downloads).toEqual([]);
  });

  it('never swaps back to a blurrier variant on zooming out', async () => {
    const { result, rerender } = shownUrl(1);
    rerender({ zoom: 4, width: 390 });
    await waitFor(() => expect(downloads).toHaveLength(1));
    await act(async () => downloads[0]!.resolve());
    rerender({ zoom: 1, width: 390 });
    expect(result.current?.url).toBe('/2560.webp');
  });

  it('shows nothing before the canvas has a size', () => {
    expect(shownUrl(1, 0).result.current).toBeNull();
  });
});
