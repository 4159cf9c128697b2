import sharp, { type Sharp } from 'sharp';
import { UnsupportedMedia } from '../http/errors.ts';
import { decodeBase64Image } from './decode-base64-image.ts';
import { decodeBmp, isBmp, type RgbaImage } from './decode-bmp.ts';
import { decodeIco, isIco } from './decode-ico.ts';
import type { ImageGate } from './image-gate.ts';
import {
  MAX_INPUT_PIXELS,
  UNTRUSTED_INPUT,
  assertPixelLimit,
  readImageMetadata,
  toImageError,
} from './image-input.ts';

export interface ProcessedProfilePicture {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export const PROFILE_PICTURE_SIZE = 256;

/** The spec's types that sharp reads itself; BMP and ICO are decoded by us. */
const SHARP_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'tiff', 'webp', 'svg']);
const SVG_BASE_DENSITY = 72;

const unsupported = () =>
  new UnsupportedMedia('Profile pictures must be JPEG, PNG, BMP, GIF, TIFF, WebP, SVG or ICO images.');

/**
 * Turns an uploaded profile picture into a 256×256 WebP without metadata.
 * The browser lets the user zoom and crop before upload, so the server only
 * centre-crops to a square; the circle is drawn by CSS.
 */
export function processProfilePicture(
  base64: string,
  opts: { maxBytes: number; gate: ImageGate },
): Promise<ProcessedProfilePicture> {
  return opts.gate.run(() => processNow(base64, opts.maxBytes));
}

async function processNow(base64: string, maxBytes: number): Promise<ProcessedProfilePicture> {
  const input = decodeBase64Image(base64, maxBytes);
  const source = await openProfileSource(input);
  try {
    const { data, info } = await source
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw toImageError(error);
  }
}

/** Detects the type from the bytes and returns a sharp pipeline over the pixels. */
async function openProfileSource(input: Buffer): Promise<Sharp> {
  if (isBmp(input)) return fromRgba(decodeBmp(input));
  if (isIco(input)) {
    const icon = decodeIco(input);
    return 'rgba' in icon ? fromRgba(icon.rgba) : openWithSharp(icon.png, new Set(['png']));
  }
  return openWithSharp(input, SHARP_FORMATS);
}

async function openWithSharp(data: Buffer, accepted: ReadonlySet<string>): Promise<Sharp> {
  const meta = await readImageMetadata(data);
  if (!accepted.has(meta.format)) throw unsupported();
  if (meta.format === 'svg') {
    return sharp(data, { ...UNTRUSTED_INPUT, density: svgDensity(meta.width, meta.height) });
  }
  assertPixelLimit(meta.width, meta.height);
  return sharp(data, UNTRUSTED_INPUT);
}

const fromRgba = (image: RgbaImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });

/**
 * SVG is vector: rasterise it so its shorter side covers 256 px (a 24 px icon
 * is not upscaled from a 24 px bitmap), and lower the density for SVGs that
 * declare a huge size, which at 72 dpi would trip the pixel limit for nothing.
 */
export function svgDensity(width: number, height: number): number {
  const cover = (SVG_BASE_DENSITY * PROFILE_PICTURE_SIZE) / Math.min(width, height);
  const withinLimit = SVG_BASE_DENSITY * Math.sqrt(MAX_INPUT_PIXELS / (width * height));
  return Math.min(100_000, Math.max(1, Math.min(Math.ceil(cover), Math.floor(withinLimit))));
}
