/**
 * Builders for test inputs, used only by the *.test.ts files beside this one.
 * Fixtures are generated rather than checked in so each test shows what it feeds in.
 */
import sharp from 'sharp';

export type Rgb = { r: number; g: number; b: number };

export const RED: Rgb = { r: 255, g: 0, b: 0 };
export const GREEN: Rgb = { r: 0, g: 255, b: 0 };
export const BLUE: Rgb = { r: 0, g: 0, b: 255 };

export const toBase64 = (data: Buffer) => data.toString('base64');

/** A solid image, optionally with a second colour on the right half. */
export function solid(width: number, height: number, left: Rgb, right: Rgb = left) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = x < width / 2 ? left : right;
      pixels.set([c.r, c.g, c.b], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A camera-like JPEG: EXIF with a make, GPS position and orientation; XMP; an sRGB ICC profile. */
export function phoneJpeg(
  width: number,
  height: number,
  opts: { orientation?: number; left?: Rgb; right?: Rgb } = {},
) {
  return solid(width, height, opts.left ?? RED, opts.right ?? BLUE)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Fixture 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 20/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="59,20.0N"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** True when a raw EXIF block holds a GPS IFD pointer (tag 0x8825, little-endian as sharp writes it). */
export const exifHasGps = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88]));

/** Overwrites the dimensions in a JPEG's SOF header: a tiny file that claims a huge image. */
export function withClaimedJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9;) {
    if (out[i] !== 0xff) throw new Error('not a JPEG marker');
    const marker = out[i + 1]!;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + out.readUInt16BE(i + 2);
  }
  throw new Error('no SOF marker');
}

/** RGBA pixel at (x, y) of a decoded image. */
export async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * 4;
  return { r: data[o]!, g: data[o + 1]!, b: data[o + 2]!, a: data[o + 3]! };
}

/** True when every channel is within `tolerance` of the expected colour (lossy codecs shift a little). */
export const near = (actual: Rgb, expected: Rgb, tolerance = 24) =>
  Math.abs(actual.r - expected.r) <= tolerance &&
  Math.abs(actual.g - expected.g) <= tolerance &&
  Math.abs(actual.b - expected.b) <= tolerance;

/**
 * Writes a 32-bit BMP the way image editors do for images with alpha: a
 * BITMAPV4HEADER with BI_BITFIELDS masks (R 0x00ff0000, G 0x0000ff00, B 0x000000ff, A 0xff000000).
 */
export function bmp32WithAlpha(
  width: number,
  height: number,
  rgba: (x: number, y: number) => [number, number, number, number],
  topDown = false,
): Buffer {
  const headerSize = 108;
  const pixelOffset = 14 + headerSize;
  const out = Buffer.alloc(pixelOffset + width * height * 4);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(pixelOffset, 10);
  out.writeUInt32LE(headerSize, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(topDown ? -height : height, 22);
  out.writeUInt16LE(1, 26); // planes
  out.writeUInt16LE(32, 28); // bits per pixel
  out.writeUInt32LE(3, 30); // BI_BITFIELDS
  out.writeUInt32LE(width * height * 4, 34);
  out.writeUInt32LE(0x00ff0000, 54);
  out.writeUInt32LE(0x0000ff00, 58);
  out.writeUInt32LE(0x000000ff, 62);
  out.writeUInt32LE(0xff000000, 66);
  out.write('BGRs', 70, 'latin1'); // LCS_sRGB, stored little-endian
  for (let y = 0; y < height; y++) {
    const row = topDown ? y : height - 1 - y;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = rgba(x, y);
      out.set([b, g, r, a], pixelOffset + (row * width + x) * 4);
    }
  }
  return out;
}

/** Wraps images in an ICO container; each entry is either PNG bytes or a bare DIB. */
export function ico(entries: { width: number; height: number; bits: number; data: Buffer }[]): Buffer {
  const dirSize = 6 + 16 * entries.length;
  const header = Buffer.alloc(dirSize);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  let offset = dirSize;
  entries.forEach((e, i) => {
    const at = 6 + i * 16;
    header[at] = e.width % 256;
    header[at + 1] = e.height % 256;
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(e.bits, at + 6);
    header.writeUInt32LE(e.data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += e.data.length;
  });
  return Buffer.concat([header, ...entries.map((e) => e.data)]);
}

/**
 * A 24-bit icon bitmap as stored inside ICO: BITMAPINFOHEADER with doubled
 * height, bottom-up BGR rows padded to 4 bytes, then a 1-bit AND mask (1 = transparent).
 */
export function icoDib24(
  width: number,
  height: number,
  rgb: (x: number, y: number) => Rgb,
  transparent: (x: number, y: number) => boolean,
): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const out = Buffer.alloc(40 + stride * height + maskStride * height);
  out.writeUInt32LE(40, 0);
  out.writeInt32LE(width, 4);
  out.writeInt32LE(height * 2, 8);
  out.writeUInt16LE(1, 12);
  out.writeUInt16LE(24, 14);
  for (let y = 0; y < height; y++) {
    const row = height - 1 - y;
    for (let x = 0; x < width; x++) {
      const c = rgb(x, y);
      out.set([c.b, c.g, c.r], 40 + row * stride + x * 3);
      if (transparent(x, y)) {
        const byte = 40 + stride * height + row * maskStride + (x >> 3);
        out[byte] = out[byte]! | (0x80 >> (x & 7));
      }
    }
  }
  return out;
}

/** Random-looking pixels compress badly, so this JPEG is large for its size (about 1.2 MB at 1200×1000). */
export function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
