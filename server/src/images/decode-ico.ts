import { Invalid } from '../http/errors.ts';
import { decodeDib, type RgbaImage } from './decode-bmp.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DIR_SIZE = 6;
const ENTRY_SIZE = 16;

const unreadable = () => new Invalid('The image could not be read.');

/** ICONDIR: reserved 0, type 1 (icon; 2 would be a cursor), at least one image. */
export const isIco = (data: Buffer) =>
  data.length >= DIR_SIZE &&
  data.readUInt16LE(0) === 0 &&
  data.readUInt16LE(2) === 1 &&
  data.readUInt16LE(4) > 0;

/**
 * Picks the largest image in an ICO file. Modern icons embed PNG, which sharp
 * reads itself (returned as `png`); older ones embed a bare bitmap, decoded here.
 */
export function decodeIco(file: Buffer): { png: Buffer } | { rgba: RgbaImage } {
  if (!isIco(file)) throw unreadable();
  const count = file.readUInt16LE(4);
  if (file.length < DIR_SIZE + count * ENTRY_SIZE) throw unreadable();

  let best: { size: number; bits: number; offset: number; length: number } | null = null;
  for (let i = 0; i < count; i++) {
    const e = DIR_SIZE + i * ENTRY_SIZE;
    // A stored width or height of 0 means 256.
    const size = (file[e] || 256) * (file[e + 1] || 256);
    const bits = file.readUInt16LE(e + 6);
    const entry = { size, bits, length: file.readUInt32LE(e + 8), offset: file.readUInt32LE(e + 12) };
    if (!best || size > best.size || (size === best.size && bits > best.bits)) best = entry;
  }
  if (!best || best.length === 0 || best.offset + best.length > file.length) throw unreadable();

  const image = file.subarray(best.offset, best.offset + best.length);
  if (image.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { png: image };
  return { rgba: decodeDib(image, 0, { andMask: true }) };
}
