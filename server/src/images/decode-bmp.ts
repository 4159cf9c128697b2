import { Invalid, UnsupportedMedia } from '../http/errors.ts';
import { assertPixelLimit } from './image-input.ts';

/** Decoded pixels, 4 channels (RGBA) per pixel, rows top to bottom. */
export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

// Compression values from the BITMAPINFOHEADER spec.
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const FILE_HEADER_SIZE = 14;

const unreadable = () => new Invalid('The image could not be read.');
const unsupported = () =>
  new UnsupportedMedia('Only uncompressed 24-bit and 32-bit BMP images are supported.');

export const isBmp = (data: Buffer) => data.length >= 2 && data[0] === 0x42 && data[1] === 0x4d; // "BM"

/**
 * Decodes a BMP file. sharp (libvips) has no BMP loader, and the spec accepts BMP
 * profile pictures, so we read the common uncompressed 24/32-bit forms ourselves.
 */
export function decodeBmp(file: Buffer): RgbaImage {
  if (!isBmp(file) || file.length < FILE_HEADER_SIZE + 40) throw unreadable();
  return decodeDib(file, FILE_HEADER_SIZE, { pixelOffset: file.readUInt32LE(10), andMask: false });
}

/**
 * Decodes a device-independent bitmap: the part of a BMP after its file header,
 * also stored bare inside ICO files. In ICO the height is doubled and a 1-bit
 * transparency ("AND") mask follows the colour pixels.
 */
export function decodeDib(
  buf: Buffer,
  start: number,
  opts: { pixelOffset?: number; andMask: boolean },
): RgbaImage {
  if (buf.length < start + 40) throw unreadable();
  const headerSize = buf.readUInt32LE(start);
  // 40 = BITMAPINFOHEADER; 52/56 add masks; 108 = V4; 124 = V5. 12 (OS/2 core) is obsolete.
  if (![40, 52, 56, 108, 124].includes(headerSize)) throw unsupported();
  const width = buf.readInt32LE(start + 4);
  const rawHeight = buf.readInt32LE(start + 8);
  const bpp = buf.readUInt16LE(start + 14);
  const compression = buf.readUInt32LE(start + 16);
  const coloursUsed = buf.readUInt32LE(start + 32);

  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight) / (opts.andMask ? 2 : 1);
  if (width <= 0 || !Number.isInteger(height) || height <= 0) throw unreadable();
  assertPixelLimit(width, height);

  if (bpp !== 24 && bpp !== 32) throw unsupported();
  const bitfields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !(bitfields && bpp === 32)) throw unsupported();

  // With a 40-byte header the masks follow it; larger headers contain them.
  let masks: [number, number, number, number] | null = null;
  let afterHeader = start + headerSize;
  if (bitfields) {
    const at = headerSize === 40 ? afterHeader : start + 40;
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    if (buf.length < at + count * 4) throw unreadable();
    masks = [
      buf.readUInt32LE(at),
      buf.readUInt32LE(at + 4),
      buf.readUInt32LE(at + 8),
      count === 4 ? buf.readUInt32LE(at + 12) : 0,
    ];
    if (headerSize === 40) afterHeader += count * 4;
  }
  // A 24/32-bit bitmap may still carry an (unused) colour table.
  const pixelOffset = opts.pixelOffset ?? afterHeader + coloursUsed * 4;

  const stride = Math.ceil((width * bpp) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const needed = pixelOffset + stride * height + (opts.andMask ? maskStride * height : 0);
  if (pixelOffset < afterHeader || buf.length < needed) throw unreadable();

  const out = Buffer.alloc(width * height * 4);
  const bytesPerPixel = bpp / 8;
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const p = row + x * bytesPerPixel;
      const o = (y * width + x) * 4;
      if (masks) {
        const px = buf.readUInt32LE(p);
        out[o] = channel(px, masks[0]);
        out[o + 1] = channel(px, masks[1]);
        out[o + 2] = channel(px, masks[2]);
        out[o + 3] = masks[3] ? channel(px, masks[3]) : 255;
      } else {
        out[o] = buf[p + 2]!;
        out[o + 1] = buf[p + 1]!;
        out[o + 2] = buf[p]!;
        out[o + 3] = bpp === 32 ? buf[p + 3]! : 255;
      }
      if (out[o + 3] !== 0) anyAlpha = true;
    }
  }

  // Plain 32-bit BMPs usually leave the fourth byte at 0 ("unused"), which would
  // read as fully transparent; icons without alpha rely on the AND mask instead.
  const alphaChannel = masks ? masks[3] !== 0 : bpp === 32;
  if (!alphaChannel || !anyAlpha) {
    for (let i = 3; i < out.length; i += 4) out[i] = 255;
    if (opts.andMask)
      applyAndMask(buf, pixelOffset + stride * height, maskStride, width, height, topDown, out);
  }
  return { data: out, width, height };
}

/** Extracts one channel under a bit mask and scales it to 0..255. */
function channel(pixel: number, mask: number): number {
  if (mask === 0) return 0;
  const shift = 31 - Math.clz32(mask & -mask); // index of the lowest set bit
  const max = mask >>> shift;
  return Math.round((((pixel & mask) >>> shift) * 255) / max);
}

function applyAndMask(
  buf: Buffer,
  offset: number,
  stride: number,
  width: number,
  height: number,
  topDown: boolean,
  out: Buffer,
): void {
  for (let y = 0; y < height; y++) {
    const row = offset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      // A set bit means "transparent" in an icon's AND mask.
      if ((buf[row + (x >> 3)]! >> (7 - (x & 7))) & 1) out[(y * width + x) * 4 + 3] = 0;
    }
  }
}
