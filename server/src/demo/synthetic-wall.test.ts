import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { polygonsTooClose } from './polygon.ts';
import { generateSpraywall, generateSpraywallJpegBase64, type SyntheticWall } from './synthetic-wall.ts';

type Polygon = SyntheticWall['holds'][number]['bounding_polygon'];
const toPixels = (polygon: Polygon, wall: SyntheticWall) =>
  polygon.map((p) => ({ x: p.x * wall.width, y: p.y * wall.height }));

describe('generateSpraywall with the defaults', () => {
  let wall: SyntheticWall;
  beforeAll(async () => {
    wall = await generateSpraywall({ seed: 2026 });
  });

  it('renders a 2400×1800 JPEG with about 300 holds', async () => {
    expect(wall).toMatchObject({ width: 2400, height: 1800 });
    expect(wall.holds).toHaveLength(300);
    const meta = await sharp(wall.jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
  });

  it('writes no EXIF (so no GPS) into the JPEG', async () => {
    const meta = await sharp(wall.jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('traces every hold with 6 to 16 points, all inside the picture', () => {
    for (const { bounding_polygon } of wall.holds) {
      expect(bounding_polygon.length).toBeGreaterThanOrEqual(6);
      expect(bounding_polygon.length).toBeLessThanOrEqual(16);
      for (const { x, y } of bounding_polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never lets two holds overlap', () => {
    const polygons = wall.holds.map((h) => toPixels(h.bounding_polygon, wall));
    for (let i = 0; i < polygons.length; i++) {
      for (let j = i + 1; j < polygons.length; j++) {
        expect(polygonsTooClose(polygons[i]!, polygons[j]!, 0)).toBe(false);
      }
    }
  });

  it('gives the same picture and holds as generateSpraywallJpegBase64 for the same seed', async () => {
    expect(await generateSpraywallJpegBase64(2026)).toBe(wall.jpeg.toString('base64'));
  });
});

describe('generateSpraywall options', () => {
  const small = { width: 1000, height: 750, holdCount: 80 };

  it('is deterministic: the same seed gives the same holds and bytes', async () => {
    const [a, b] = await Promise.all([
      generateSpraywall({ seed: 5, ...small }),
      generateSpraywall({ seed: 5, ...small }),
    ]);
    expect(a.holds).toEqual(b.holds);
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
  });

  it('gives a different wall for a different seed', async () => {
    const [a, b] = await Promise.all([
      generateSpraywall({ seed: 5, ...small }),
      generateSpraywall({ seed: 6, ...small }),
    ]);
    expect(a.holds).not.toEqual(b.holds);
  });

  it('honours the requested size and hold count', async () => {
    const wall = await generateSpraywall({ seed: 11, width: 800, height: 600, holdCount: 40 });
    expect(wall.holds).toHaveLength(40);
    expect(await sharp(wall.jpeg).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('draws each hold where its polygon says: the pixels inside change when the holds are left out', async () => {
    // Holds use their own random stream, so the same seed with no holds is the same bare wall.
    const [withHolds, bare] = await Promise.all([
      generateSpraywall({ seed: 8, ...small }),
      generateSpraywall({ seed: 8, ...small, holdCount: 0 }),
    ]);
    const decode = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();
    const [a, b] = await Promise.all([decode(withHolds.jpeg), decode(bare.jpeg)]);

    for (const hold of withHolds.holds) {
      const outline = toPixels(hold.bounding_polygon, withHolds);
      // Points halfway between the centre and each traced point lie well inside the hold.
      const cx = outline.reduce((sum, p) => sum + p.x, 0) / outline.length;
      const cy = outline.reduce((sum, p) => sum + p.y, 0) / outline.length;
      const samples = outline.map((p) => ({ x: Math.round((p.x + cx) / 2), y: Math.round((p.y + cy) / 2) }));
      const meanDifference =
        samples.reduce((sum, { x, y }) => {
          const o = (y * small.width + x) * 3;
          return (
            sum + Math.abs(a[o]! - b[o]!) + Math.abs(a[o + 1]! - b[o + 1]!) + Math.abs(a[o + 2]! - b[o + 2]!)
          );
        }, 0) / samples.length;
      expect(meanDifference).toBeGreaterThan(30);
    }
  });

  it('rejects sizes it cannot render sensibly', async () => {
    await expect(generateSpraywall({ seed: 1, width: 10, height: 10 })).rejects.toThrow(RangeError);
    await expect(generateSpraywall({ seed: 1, holdCount: -1 })).rejects.toThrow(RangeError);
  });
});
