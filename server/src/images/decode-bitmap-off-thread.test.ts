import { describe, expect, it } from 'vitest';
import { decodeBitmapOffThread } from './decode-bitmap-off-thread.ts';
import { bmp24 } from './image-fixtures.ts';

describe('decoding a BMP off the event loop', () => {
  it('gives the pixels, red on the left and blue on the right, top row first', async () => {
    const image = await decodeBitmapOffThread(bmp24(4, 2));
    if ('png' in image) throw new Error('a BMP is no icon');
    expect([image.width, image.height]).toEqual([4, 2]);
    expect([...image.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...image.data.subarray(12, 16)]).toEqual([0, 0, 255, 255]);
  });

  it('keeps the server answering while a large one decodes', async () => {
    const large = bmp24(2500, 2000); // 15 MB: a few hundred milliseconds of JavaScript
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await decodeBitmapOffThread(large);
    } finally {
      clearInterval(timer);
    }
    // Decoded on the event loop, no timer could fire before it ended.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('refuses too many pixels from the header with 413, and broken bytes with 400', async () => {
    const huge = bmp24(8, 8);
    huge.writeInt32LE(30_000, 18);
    huge.writeInt32LE(30_000, 22);
    await expect(decodeBitmapOffThread(huge)).rejects.toMatchObject({ statusCode: 413 });
    const cut = bmp24(8, 8).subarray(0, 60);
    await expect(decodeBitmapOffThread(cut)).rejects.toMatchObject({ statusCode: 400 });
  });
});
