import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BLUE,
  GREEN,
  RED,
  bmp32WithAlpha,
  ico,
  icoDib24,
  near,
  phoneJpeg,
  pixelAt,
  solid,
  toBase64,
  withClaimedJpegSize,
} from './image-fixtures.ts';
import { createImageGate } from './image-gate.ts';
import { processProfilePicture, svgDensity } from './process-profile-picture.ts';

const maxBytes = 5 * 1024 * 1024;
const gate = createImageGate({ concurrency: 2, queueLength: 100 });
const UNSUPPORTED = 'Profile pictures must be JPEG, PNG, BMP, GIF, TIFF, WebP, SVG or ICO images.';

async function expectSquareWebp(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
}

describe('processProfilePicture', () => {
  it('turns a camera JPEG into a 256×256 WebP without EXIF or GPS', async () => {
    const result = await processProfilePicture(toBase64(await phoneJpeg(800, 600)), { maxBytes, gate });
    expect(result).toMatchObject({ contentType: 'image/webp', width: 256, height: 256 });
    await expectSquareWebp(result.data);
  });

  it('centre-crops a wide picture to a square instead of squashing it', async () => {
    // 600×200: red 200 px on each side, green in the middle 200 px.
    const pixels = await solid(600, 200, GREEN)
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: RED } }, left: 0, top: 0 },
        { input: { create: { width: 200, height: 200, channels: 3, background: RED } }, left: 400, top: 0 },
      ])
      .png()
      .toBuffer();

    const { data } = await processProfilePicture(toBase64(pixels), { maxBytes, gate });

    for (const [x, y] of [
      [3, 3],
      [252, 3],
      [128, 128],
      [3, 252],
      [252, 252],
    ] as const) {
      expect(near(await pixelAt(data, x, y), GREEN)).toBe(true);
    }
  });

  it.each([
    ['PNG', (s: Sharp) => s.png()],
    ['GIF', (s: Sharp) => s.gif()],
    ['TIFF', (s: Sharp) => s.tiff()],
    ['WebP', (s: Sharp) => s.webp()],
  ])('accepts %s', async (_name, encode) => {
    const input = await encode(solid(300, 300, BLUE)).toBuffer();
    const { data } = await processProfilePicture(toBase64(input), { maxBytes, gate });
    await expectSquareWebp(data);
    expect(near(await pixelAt(data, 128, 128), BLUE)).toBe(true);
  });

  it('keeps PNG transparency', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await processProfilePicture(toBase64(png), { maxBytes, gate });
    expect((await pixelAt(data, 128, 128)).a).toBe(0);
  });

  it('applies EXIF orientation from a JPEG', async () => {
    // Stored red-left/blue-right with orientation 6 displays red on top.
    const jpeg = await phoneJpeg(400, 400, { orientation: 6, left: RED, right: BLUE });
    const { data } = await processProfilePicture(toBase64(jpeg), { maxBytes, gate });
    expect(near(await pixelAt(data, 128, 20), RED)).toBe(true);
    expect(near(await pixelAt(data, 128, 236), BLUE)).toBe(true);
  });

  it('rasterises a small SVG icon to 256 px', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#fff"/><rect width="12" height="24" fill="#00f"/></svg>',
    );
    const { data } = await processProfilePicture(toBase64(svg), { maxBytes, gate });
    await expectSquareWebp(data);
    expect(near(await pixelAt(data, 60, 128), BLUE)).toBe(true);
    expect(near(await pixelAt(data, 196, 128), { r: 255, g: 255, b: 255 })).toBe(true);
  });

  it('renders an SVG that declares a huge size instead of tripping the pixel limit', async () => {
    // At the default 72 dpi this would be 50000×50000 px; the picture only needs 256.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000" viewBox="0 0 2 2"><rect width="2" height="2" fill="#00f"/></svg>',
    );
    const { data } = await processProfilePicture(toBase64(svg), { maxBytes, gate });
    await expectSquareWebp(data);
    expect(near(await pixelAt(data, 128, 128), BLUE)).toBe(true);
  });

  it('decodes a 32-bit BMP, which sharp cannot read', async () => {
    const bmp = bmp32WithAlpha(40, 40, (x) => (x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    const { data } = await processProfilePicture(toBase64(bmp), { maxBytes, gate });
    await expectSquareWebp(data);
    expect(near(await pixelAt(data, 30, 128), RED)).toBe(true);
    expect(near(await pixelAt(data, 226, 128), BLUE)).toBe(true);
  });

  it('decodes an ICO that embeds PNG, choosing the largest image', async () => {
    const small = await solid(16, 16, RED).png().toBuffer();
    const large = await solid(64, 64, GREEN).png().toBuffer();
    const icon = ico([
      { width: 16, height: 16, bits: 32, data: small },
      { width: 64, height: 64, bits: 32, data: large },
    ]);
    const { data } = await processProfilePicture(toBase64(icon), { maxBytes, gate });
    await expectSquareWebp(data);
    expect(near(await pixelAt(data, 128, 128), GREEN)).toBe(true);
  });

  it('decodes an ICO that embeds a 24-bit bitmap with a transparency mask', async () => {
    const dib = icoDib24(
      32,
      32,
      () => BLUE,
      (x) => x >= 16,
    );
    const { data } = await processProfilePicture(
      toBase64(ico([{ width: 32, height: 32, bits: 24, data: dib }])),
      { maxBytes, gate },
    );
    const left = await pixelAt(data, 30, 128);
    expect(near(left, BLUE)).toBe(true);
    expect(left.a).toBe(255);
    expect((await pixelAt(data, 226, 128)).a).toBe(0);
  });

  it('rejects a format outside the spec list (AVIF/HEIF) with 415', async () => {
    const avif = await solid(64, 64, RED).avif().toBuffer();
    await expect(processProfilePicture(toBase64(avif), { maxBytes, gate })).rejects.toThrow(
      expect.objectContaining({ statusCode: 415, detail: UNSUPPORTED }),
    );
  });

  it('rejects bytes that are not an image with 400', async () => {
    await expect(
      processProfilePicture(toBase64(Buffer.from('plain text, not a picture')), { maxBytes, gate }),
    ).rejects.toThrow(expect.objectContaining({ statusCode: 400, detail: 'The image could not be read.' }));
  });

  it('rejects an upload over maxBytes with 413', async () => {
    const png = await solid(300, 300, RED).png().toBuffer();
    await expect(processProfilePicture(toBase64(png), { maxBytes: 100, gate })).rejects.toThrow(
      expect.objectContaining({ statusCode: 413 }),
    );
  });

  it('rejects a decompression bomb with 413', async () => {
    const bomb = withClaimedJpegSize(await phoneJpeg(32, 32), 30_000, 30_000);
    await expect(processProfilePicture(toBase64(bomb), { maxBytes, gate })).rejects.toThrow(
      expect.objectContaining({ statusCode: 413, detail: 'The image is too large: at most 50 megapixels.' }),
    );
  });
});

describe('svgDensity', () => {
  it('renders the shorter side at 256 px or more', () => {
    expect(svgDensity(24, 24)).toBe(768);
    expect(svgDensity(512, 256)).toBe(72);
  });

  it('stays within the pixel limit for a huge declared size', () => {
    const density = svgDensity(100_000, 100_000);
    expect(((100_000 * density) / 72) ** 2).toBeLessThanOrEqual(100_000_000);
  });
});
