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

/** A bottom-up 24-bit BMP, red on the left half and blue on the right. */
export function bmp24(width: number, height: number) {
  const stride = Math.ceil((24 * width) / 32) * 4;
  const out = Buffer.alloc(54 + stride * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      out.set(x < width / 2 ? [0, 0, 255] : [255, 0, 0], 54 + y * stride + x * 3);
  return out;
}
