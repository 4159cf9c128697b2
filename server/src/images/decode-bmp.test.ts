import { describe, expect, it } from 'vitest';
import { decodeBmp, decodeDib } from './decode-bmp.ts';
import { bmp32WithAlpha, icoDib24 } from './image-fixtures.ts';

/** A 3×2 24-bit BMP written out byte by byte from the format description. */
const handMade3x2 = Buffer.from(
  [
    '424d 4e000000 0000 0000 36000000', // "BM", file size 78, reserved, pixels at 54
    '28000000 03000000 02000000 0100 1800', // header size 40, width 3, height 2 (bottom-up), 1 plane, 24 bpp
    '00000000 18000000 130b0000 130b0000 00000000 00000000', // BI_RGB, 24 bytes of pixels, 72 dpi, no palette
    'ffffff 000000 204080 000000', // bottom row: white, black, rgb(128,64,32), 3 bytes row padding
    '0000ff 00ff00 ff0000 000000', // top row: red, green, blue (stored as BGR), padding
  ]
    .join('')
    .replace(/\s/g, ''),
  'hex',
);

const rgbaRows = (data: Buffer, width: number) =>
  Array.from({ length: data.length / 4 / width }, (_, y) =>
    Array.from({ length: width }, (_, x) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)]),
  );

describe('decodeBmp', () => {
  it('decodes a bottom-up 24-bit BMP with row padding into top-down RGBA', () => {
    const image = decodeBmp(handMade3x2);
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect(rgbaRows(image.data, 3)).toEqual([
      [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 255],
      ],
      [
        [255, 255, 255, 255],
        [0, 0, 0, 255],
        [128, 64, 32, 255],
      ],
    ]);
  });

  it('decodes 32-bit BI_BITFIELDS pixels with their alpha channel', () => {
    const bmp = bmp32WithAlpha(2, 2, (x, y) => [x * 200, y * 100, 50, x === 0 && y === 0 ? 0 : 128]);
    expect(rgbaRows(decodeBmp(bmp).data, 2)).toEqual([
      [
        [0, 0, 50, 0],
        [200, 0, 50, 128],
      ],
      [
        [0, 100, 50, 128],
        [200, 100, 50, 128],
      ],
    ]);
  });

  it('reads top-down rows when the height is negative', () => {
    const bmp = bmp32WithAlpha(1, 2, (_x, y) => (y === 0 ? [255, 0, 0, 255] : [0, 0, 255, 255]), true);
    expect(rgbaRows(decodeBmp(bmp).data, 1)).toEqual([[[255, 0, 0, 255]], [[0, 0, 255, 255]]]);
  });

  it('treats an all-zero fourth byte of 32-bit BI_RGB as "unused", not transparent', () => {
    const bmp = bmp32WithAlpha(2, 1, () => [10, 20, 30, 0]);
    bmp.writeUInt32LE(0, 30); // BI_RGB: the masks in the header no longer apply
    expect(rgbaRows(decodeBmp(bmp).data, 2)).toEqual([
      [
        [10, 20, 30, 255],
        [10, 20, 30, 255],
      ],
    ]);
  });

  it('rejects a truncated file with 400', () => {
    expect(() => decodeBmp(handMade3x2.subarray(0, 70))).toThrow(
      expect.objectContaining({ statusCode: 400, detail: 'The image could not be read.' }),
    );
  });

  it('rejects palette (8-bit) and RLE-compressed bitmaps with 415', () => {
    const eightBit = Buffer.from(handMade3x2);
    eightBit.writeUInt16LE(8, 28);
    const rle = Buffer.from(handMade3x2);
    rle.writeUInt32LE(1, 30);
    for (const bmp of [eightBit, rle]) {
      expect(() => decodeBmp(bmp)).toThrow(expect.objectContaining({ statusCode: 415 }));
    }
  });

  it('rejects a header claiming more than 100 megapixels with 413 before allocating', () => {
    const bomb = Buffer.from(handMade3x2);
    bomb.writeInt32LE(20_000, 18);
    bomb.writeInt32LE(20_000, 22);
    expect(() => decodeBmp(bomb)).toThrow(expect.objectContaining({ statusCode: 413 }));
  });
});

describe('decodeDib inside an icon', () => {
  it('halves the doubled height and makes AND-mask pixels transparent', () => {
    const dib = icoDib24(
      3,
      2,
      (x) => ({ r: x * 100, g: 0, b: 0 }),
      (x, y) => x === 2 && y === 0,
    );
    const image = decodeDib(dib, 0, { andMask: true });
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect(rgbaRows(image.data, 3)).toEqual([
      [
        [0, 0, 0, 255],
        [100, 0, 0, 255],
        [200, 0, 0, 0],
      ],
      [
        [0, 0, 0, 255],
        [100, 0, 0, 255],
        [200, 0, 0, 255],
      ],
    ]);
  });
});
