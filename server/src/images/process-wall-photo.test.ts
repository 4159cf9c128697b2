import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BLUE,
  RED,
  exifHasGps,
  near,
  noiseJpeg,
  phoneJpeg,
  pixelAt,
  solid,
  toBase64,
  withClaimedJpegSize,
} from './image-fixtures.ts';
import { createImageGate } from './image-gate.ts';
import { processWallPhoto, variantWidths } from './process-wall-photo.ts';

const maxBytes = 20 * 1024 * 1024;
const gate = createImageGate({ concurrency: 2, queueLength: 100 });
const httpError = (statusCode: number, detail: string) => expect.objectContaining({ statusCode, detail });

describe('processWallPhoto', () => {
  it('strips EXIF, GPS, XMP and ICC from the original and every variant', async () => {
    const upload = await phoneJpeg(1600, 1200);
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.exif && exifHasGps(uploaded.exif)).toBe(true);
    expect(uploaded.xmpAsString).toContain('GPSLatitude');
    expect(uploaded.icc).toBeDefined();

    const result = await processWallPhoto(toBase64(upload), { maxBytes, gate });

    for (const data of [result.original.data, ...result.variants.map((v) => v.data)]) {
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('stores the original as a re-encoded JPEG of the same size', async () => {
    const result = await processWallPhoto(toBase64(await phoneJpeg(1600, 1200)), { maxBytes, gate });

    expect(result.original).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1200 });
    const meta = await sharp(result.original.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('writes WebP variants at 640, 960, 1280 and 2560 px wide, keeping the aspect ratio', async () => {
    const result = await processWallPhoto(toBase64(await phoneJpeg(3000, 2000)), { maxBytes, gate });

    expect(result.variants.map((v) => v.width)).toEqual([640, 960, 1280, 2560]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(variant.contentType).toBe('image/webp');
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 3000));
    }
  });

  it('never upscales: widths above the original are skipped', async () => {
    const result = await processWallPhoto(toBase64(await phoneJpeg(1500, 1000)), { maxBytes, gate });
    expect(result.variants.map((v) => v.width)).toEqual([640, 960, 1280]);
  });

  it('writes one variant at its own width for a photo narrower than 640 px', async () => {
    const result = await processWallPhoto(toBase64(await phoneJpeg(500, 400)), { maxBytes, gate });
    expect(result.variants.map((v) => v.width)).toEqual([500]);
    expect((await sharp(result.variants[0]!.data).metadata()).width).toBe(500);
  });

  it('applies the EXIF orientation to the pixels before dropping the tag', async () => {
    // Stored 300×200, red on the left, blue on the right; orientation 6 means
    // "rotate 90° clockwise to view", so the viewer sees 200×300 with red on top.
    const upload = await phoneJpeg(300, 200, { orientation: 6, left: RED, right: BLUE });

    const result = await processWallPhoto(toBase64(upload), { maxBytes, gate });

    expect(result.original).toMatchObject({ width: 200, height: 300 });
    expect(near(await pixelAt(result.original.data, 100, 20), RED)).toBe(true);
    expect(near(await pixelAt(result.original.data, 100, 280), BLUE)).toBe(true);
    expect((await sharp(result.original.data).metadata()).orientation).toBeUndefined();
    expect(result.variants.map((v) => v.width)).toEqual([200]);
  });

  it('converts colours from an embedded Display P3 profile to sRGB', async () => {
    const p3 = await solid(700, 500, RED).withIccProfile('p3').jpeg({ quality: 95 }).toBuffer();
    const stored = await pixelAt(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), 10, 10);

    const result = await processWallPhoto(toBase64(p3), { maxBytes, gate });

    // The P3 file stores a less saturated red; shown in sRGB it must be pure red again.
    expect(near(stored, RED, 24)).toBe(false);
    expect(near(await pixelAt(result.original.data, 10, 10), RED, 24)).toBe(true);
  });

  it('rejects a PNG with 415 even when the upload claims to be a JPEG', async () => {
    const png = await solid(700, 500, RED).png().toBuffer();
    await expect(
      processWallPhoto(`data:image/jpeg;base64,${toBase64(png)}`, { maxBytes, gate }),
    ).rejects.toThrow(httpError(415, 'Only JPEG images are accepted for wall photos.'));
  });

  it('rejects bytes that are not an image with 400', async () => {
    const garbage = Buffer.from('this is not a photo of a wall, just text');
    await expect(processWallPhoto(toBase64(garbage), { maxBytes, gate })).rejects.toThrow(
      httpError(400, 'The image could not be read.'),
    );
  });

  it('rejects a truncated JPEG whose header is intact with 400', async () => {
    const jpeg = await phoneJpeg(800, 600);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(processWallPhoto(toBase64(truncated), { maxBytes, gate })).rejects.toThrow(
      httpError(400, 'The image could not be read.'),
    );
  });

  it('rejects invalid base64 with 400', async () => {
    await expect(processWallPhoto('%%% not base64 %%%', { maxBytes, gate })).rejects.toThrow(
      httpError(400, 'The image is not valid base64.'),
    );
  });

  it('rejects an upload over maxBytes with 413 naming the limit', async () => {
    const jpeg = await noiseJpeg(1200, 1000);
    expect(jpeg.length).toBeGreaterThan(1024 * 1024);
    await expect(processWallPhoto(toBase64(jpeg), { maxBytes: 1024 * 1024, gate })).rejects.toThrow(
      httpError(413, 'The image is larger than 1 MB.'),
    );
  });

  it('refuses a 10000×10000 photo (100 megapixels) with 413 from its header', async () => {
    const huge = withClaimedJpegSize(await phoneJpeg(64, 64), 10_000, 10_000);
    await expect(processWallPhoto(toBase64(huge), { maxBytes, gate })).rejects.toThrow(
      httpError(413, 'The image is too large: at most 50 megapixels.'),
    );
  });

  it('rejects a decompression bomb (a small file claiming 400 megapixels) with 413', async () => {
    const bomb = withClaimedJpegSize(await phoneJpeg(64, 64), 20_000, 20_000);
    expect(bomb.length).toBeLessThan(10_000);
    await expect(processWallPhoto(toBase64(bomb), { maxBytes, gate })).rejects.toThrow(
      httpError(413, 'The image is too large: at most 50 megapixels.'),
    );
  });
});

describe('variantWidths', () => {
  it('includes a width equal to the original width', () => {
    expect(variantWidths(1280)).toEqual([640, 960, 1280]);
    expect(variantWidths(4000)).toEqual([640, 960, 1280, 2560]);
    expect(variantWidths(1000)).toEqual([640, 960]);
    expect(variantWidths(639)).toEqual([639]);
  });
});
