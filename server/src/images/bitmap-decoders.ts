import { IMAGE_UNREADABLE } from '@spraybook/contract';
import { Invalid } from '../http/errors.ts';
import { assertPixelLimit } from './pixel-limit.ts';

/**
 * BMP and ICO, which the spec accepts for profile pictures but sharp's libvips cannot read: decoded
 * here to raw RGBA for sharp to re-encode. Only what browsers and painting programs write: 8-bit
 * palette, 24-bit and 32-bit pixels, uncompressed or with bit fields; an icon's PNG entries go to
 * sharp as they are. Every offset is checked against the buffer before it is read.
 */

export interface RawImage {
  width: number;
  height: number;
  /** RGBA, top row first. */
  data: Buffer;
}

const unreadable = () => new Invalid(IMAGE_UNREADABLE);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isBmp = (data: Buffer) => data.length > 26 && data[0] === 0x42 && data[1] === 0x4d;
export const isIco = (data: Buffer) =>
  data.length > 22 && data.readUInt16LE(0) === 0 && data.readUInt16LE(2) === 1 && data.readUInt16LE(4) > 0;

/** A BMP file (`BM` file header, then a device-independent bitmap). */
export function decodeBmp(data: Buffer): RawImage {
  if (!isBmp(data)) throw unreadable();
  const pixelOffset = data.readUInt32LE(10);
  return decodeDib(data, 14, { pixelOffset, icon: false });
}

/** An icon: its largest image, a PNG (handed back as bytes) or a bitmap with its transparency mask. */
export function decodeIco(data: Buffer): RawImage | { png: Buffer } {
  if (!isIco(data)) throw unreadable();
  const count = data.readUInt16LE(4);
  if (6 + count * 16 > data.length) throw unreadable();
  let best = { size: -1, offset: 0, length: 0 };
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const size = data[entry] || 256;
    const length = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (offset + length > data.length || length < 8) continue;
    if (size > best.size) best = { size, offset, length };
  }
  if (best.size < 0) throw unreadable();
  const image = data.subarray(best.offset, best.offset + best.length);
  if (image.subarray(0, 8).equals(PNG_SIGNATURE)) return { png: Buffer.from(image) };
  return decodeDib(image, 0, { pixelOffset: null, icon: true });
}

function decodeDib(
  data: Buffer,
  header: number,
  opts: { pixelOffset: number | null; icon: boolean },
): RawImage {
  if (header + 40 > data.length) throw unreadable();
  const headerSize = data.readUInt32LE(header);
  if (headerSize < 40) throw unreadable(); // OS/2 1.x headers: not written by anything current
  const width = data.readInt32LE(header + 4);
  const rawHeight = data.readInt32LE(header + 8);
  const bpp = data.readUInt16LE(header + 14);
  const compression = data.readUInt32LE(header + 16);
  const topDown = rawHeight < 0;
  // An icon's bitmap is twice as high: the colours, then the 1-bit transparency mask.
  const height = Math.abs(rawHeight) / (opts.icon ? 2 : 1);
  if (width <= 0 || height <= 0 || !Number.isInteger(height)) throw unreadable();
  assertPixelLimit(width, height);
  if (![8, 24, 32].includes(bpp) || ![0, 3].includes(compression)) throw unreadable();

  let masks = { r: 0xff0000, g: 0xff00, b: 0xff, a: opts.icon && bpp === 32 ? 0xff000000 : 0 };
  if (compression === 3) {
    if (bpp !== 32) throw unreadable();
    // After a 40-byte header, or inside a V4/V5 header at the same place.
    const at = header + 40;
    if (at + 12 > data.length) throw unreadable();
    masks = {
      r: data.readUInt32LE(at),
      g: data.readUInt32LE(at + 4),
      b: data.readUInt32LE(at + 8),
      a: headerSize >= 56 && at + 16 <= data.length ? data.readUInt32LE(at + 12) : 0,
    };
  }
  const paletteAt = header + headerSize + (compression === 3 && headerSize === 40 ? 12 : 0);
  const colours = bpp === 8 ? data.readUInt32LE(header + 32) || 256 : 0;
  if (colours > 256 || paletteAt + colours * 4 > data.length) throw unreadable();
  const pixelOffset = opts.pixelOffset ?? paletteAt + colours * 4;
  const stride = Math.ceil((bpp * width) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const maskAt = pixelOffset + stride * height;
  const hasMask = opts.icon && bpp !== 32 && maskAt + maskStride * height <= data.length;
  if (pixelOffset + stride * height > data.length) throw unreadable();

  const out = Buffer.alloc(width * height * 4);
  // A bit-field channel scaled to 0..255 (a missing mask is opaque alpha).
  const channel = (value: number, mask: number) => {
    if (!mask) return 255;
    const low = 31 - Math.clz32(mask & -mask);
    const field = mask >>> low;
    const v = (value >>> low) & field;
    const bits = 32 - Math.clz32(field);
    return bits >= 8 ? v >>> (bits - 8) : Math.round((v * 255) / field);
  };
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    const maskRow = maskAt + (topDown ? y : height - 1 - y) * maskStride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (bpp === 8) {
        const p = paletteAt + data[row + x]! * 4;
        if (p + 3 > data.length) throw unreadable();
        out[o] = data[p + 2]!;
        out[o + 1] = data[p + 1]!;
        out[o + 2] = data[p]!;
        out[o + 3] = 255;
      } else if (bpp === 24) {
        out[o] = data[row + x * 3 + 2]!;
        out[o + 1] = data[row + x * 3 + 1]!;
        out[o + 2] = data[row + x * 3]!;
        out[o + 3] = 255;
      } else {
        const v = data.readUInt32LE(row + x * 4);
        out[o] = channel(v, masks.r);
        out[o + 1] = channel(v, masks.g);
        out[o + 2] = channel(v, masks.b);
        out[o + 3] = channel(v, masks.a);
      }
      if (hasMask && (data[maskRow + (x >> 3)]! >> (7 - (x & 7))) & 1) out[o + 3] = 0;
    }
  }
  return { width, height, data: out };
}
