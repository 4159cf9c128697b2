import sharp from 'sharp';
import { placeHolds } from './hold-placement.ts';
import { applyShadows, renderShadowMasks } from './hold-shadows.ts';
import { HOLD_TEXTURE_TILE, holdTextureDataUri } from './hold-texture.ts';
import { holdsSvg } from './hold-svg.ts';
import { finishPhoto } from './photo-finish.ts';
import { Random } from './seeded-random.ts';
import { paintBackground } from './wall-background.ts';
import { planWall } from './wall-geometry.ts';
import { grimeSvg } from './wall-grime.ts';

export interface SyntheticWall {
  jpeg: Buffer;
  width: number;
  height: number;
  /** Each hold's traced outline, x and y relative (0..1) to the image width and height. */
  holds: { bounding_polygon: { x: number; y: number }[] }[];
}

export interface SpraywallOptions {
  seed: number;
  width?: number;
  height?: number;
  holdCount?: number;
}

/**
 * Renders a believable photo of a gym spraywall and the outline of every hold on
 * it, so a fresh install has a wall to try at once. The same seed always gives
 * the same picture and holds.
 */
export async function generateSpraywall(options: SpraywallOptions): Promise<SyntheticWall> {
  const { seed, width = 2400, height = 1800, holdCount = 300 } = options;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 200 ||
    height < 150 ||
    width * height > 40_000_000
  ) {
    throw new RangeError(`Wall size must be whole pixels between 200×150 and 40 MP, got ${width}×${height}`);
  }
  if (!Number.isInteger(holdCount) || holdCount < 0)
    throw new RangeError(`holdCount must be a whole number ≥ 0, got ${holdCount}`);

  const random = new Random(seed);
  const geometry = planWall(width, height, random.fork('geometry'));
  const holds = placeHolds(geometry, random.fork('holds'), holdCount);
  const texture = { uri: await holdTextureDataUri(random.fork('texture')), size: HOLD_TEXTURE_TILE };

  // Start the SVG layers in sharp's worker threads, then paint the wood in this one meanwhile.
  const rendered = Promise.all([
    renderShadowMasks(holds, width, height, geometry.pxPerMm),
    Promise.all(
      [
        grimeSvg(geometry, holds, random.fork('grime')),
        holdsSvg(holds, width, height, geometry.pxPerMm, random.fork('details'), texture),
      ].map((svg) => sharp(Buffer.from(svg)).raw().toBuffer()),
    ),
  ]);
  const background = paintBackground(geometry, random.fork('background'));
  const [shadows, overlays] = await rendered;
  applyShadows(background, shadows);

  const raw = { width, height, channels: 3 } as const;
  const composed = await sharp(asBuffer(background), { raw })
    .composite(overlays.map((layer) => ({ input: layer, raw: { width, height, channels: 4 as const } })))
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = new Uint8ClampedArray(composed.buffer, composed.byteOffset, composed.length);
  finishPhoto(pixels, width, height, random.fork('photo'));
  // A touch of softness, as from a real lens; sharp writes no EXIF or GPS unless asked.
  const jpeg = await sharp(asBuffer(pixels), { raw }).blur(0.5).jpeg({ quality: 85 }).toBuffer();

  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    jpeg,
    width,
    height,
    holds: holds.map((h) => ({
      bounding_polygon: h.outline.map((p) => ({ x: round(p.x / width), y: round(p.y / height) })),
    })),
  };
}

/** Painters work on clamped arrays (no wrap-around past 255); sharp wants a Buffer over the same memory. */
const asBuffer = (pixels: Uint8ClampedArray) => Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length);

/** The default demo wall as base64, ready for the wall-creation API. */
export async function generateSpraywallJpegBase64(seed: number): Promise<string> {
  return (await generateSpraywall({ seed })).jpeg.toString('base64');
}
