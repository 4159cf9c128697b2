import { describe, expect, it } from 'vitest';
import { selfIntersects } from './contour.ts';
import { polygonIou } from './overlap.ts';
import { finerOutline, suggestHolds, withoutRepeats } from './suggest.ts';
import { learnWall } from './wall-model.ts';
import { BLOBS, blobPolygon, paintWall, squarePolygon } from './test-images.ts';

const photo = paintWall(640, 480, BLOBS);
const bestIou = (truth: { x: number; y: number }[], found: { polygon: { x: number; y: number }[] }[]) =>
  Math.max(0, ...found.map((s) => polygonIou(s.polygon, truth)));

// Each test takes well under a second of CPU; the limit allows for a machine shared with other jobs.
describe('suggestHolds', { timeout: 20_000 }, () => {
  // Pinned near today's figures (mean 0.945 with the graph cut's finish, 0.964 without; worst 0.930):
  // simplifying from 4 px instead of 1 gave 0.931 before the cut.
  it('finds every hold of a synthetic wall, each outline matching it (IoU above 0.9, mean at least 0.94), and nothing else', () => {
    const found = suggestHolds(photo);
    const ious = BLOBS.map((blob) => bestIou(blobPolygon(blob), found));
    for (const iou of ious) expect(iou).toBeGreaterThan(0.9);
    expect(ious.reduce((sum, iou) => sum + iou, 0) / ious.length).toBeGreaterThanOrEqual(0.94);
    expect(found).toHaveLength(BLOBS.length);
  });

  it('scores each suggestion within 0..1, surest first, with valid outlines', () => {
    const found = suggestHolds(photo);
    expect(found.map((s) => s.score)).toEqual([...found.map((s) => s.score)].sort((a, b) => b - a));
    for (const s of found) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(1);
      expect(selfIntersects(s.polygon)).toBe(false);
      expect(s.polygon.every((p) => p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1)).toBe(true);
    }
  });

  it('leaves out holds already traced', () => {
    const traced = [blobPolygon(BLOBS[0]!), blobPolygon(BLOBS[3]!)];
    const found = suggestHolds(photo, { existing: traced });
    expect(found).toHaveLength(BLOBS.length - 2);
    for (const t of traced) expect(bestIou(t, found)).toBeLessThan(0.3);
  });

  it('tells apart two holds of one colour that touch, each outlined on its own', () => {
    const touching = [
      { cx: 0.4, cy: 0.5, rx: 0.06, ry: 0.08, rgb: [40, 90, 200] as const },
      { cx: 0.512, cy: 0.5, rx: 0.05, ry: 0.07, rgb: [40, 90, 200] as const },
    ];
    const found = suggestHolds(paintWall(640, 480, touching));
    expect(found).toHaveLength(2);
    for (const blob of touching) expect(bestIou(blobPolygon(blob), found)).toBeGreaterThan(0.7);
  });

  it("with the wall's model, suggests no T-nut hole, even when one was confirmed as a hold by mistake", () => {
    const hole = (cx: number) => ({ cx, cy: 0.5, rx: 3 / 640, ry: 3 / 480, rgb: [25, 25, 25] as const });
    const holes = [0.08, 0.42, 0.58, 0.75, 0.95].map(hole);
    const wall = paintWall(640, 480, [...BLOBS, ...holes]);
    const known = [...BLOBS.slice(0, 5).map(blobPolygon), blobPolygon(holes[0]!)];
    const model = learnWall(wall, { known });
    const found = suggestHolds(wall, { existing: known, model });
    for (const h of holes.slice(1)) expect(bestIou(blobPolygon(h), found)).toBeLessThan(0.3);
    expect(bestIou(blobPolygon(BLOBS[5]!), found)).toBeGreaterThan(0.8);
  });

  it("with the wall's model, still suggests a hold four times the area of any confirmed one (the few confirmed seldom show the wall's largest)", () => {
    const small = (cx: number, cy: number, rgb: readonly [number, number, number]) => ({
      cx,
      cy,
      rx: 0.03,
      ry: 0.03,
      rgb,
    });
    const confirmed = [
      small(0.15, 0.2, [200, 30, 40]),
      small(0.4, 0.2, [30, 70, 200]),
      small(0.65, 0.2, [245, 210, 60]),
      small(0.9, 0.2, [40, 130, 50]),
      small(0.15, 0.8, [140, 40, 170]),
    ];
    const big = { cx: 0.55, cy: 0.65, rx: 0.06, ry: 0.06, rgb: [30, 70, 200] as const };
    const wall = paintWall(640, 480, [...confirmed, big]);
    const known = confirmed.map(blobPolygon);
    const found = suggestHolds(wall, { existing: known, model: learnWall(wall, { known }) });
    expect(bestIou(blobPolygon(big), found)).toBeGreaterThan(0.8);
  });

  it('suggests nothing on a blank wall, a one-colour photo or a photo too small to read', () => {
    expect(suggestHolds(paintWall(320, 240, []))).toEqual([]);
    expect(suggestHolds({ width: 50, height: 50, data: new Uint8Array(50 * 50 * 4).fill(90) })).toEqual([]);
    expect(suggestHolds({ width: 3, height: 3, data: new Uint8Array(36) })).toEqual([]);
  });
});

describe('finerOutline', () => {
  const region = squarePolygon(0.4, 0.4, 0.1);
  it("takes the tap's outline where it agrees with the region", () => {
    const tapped = squarePolygon(0.41, 0.4, 0.1);
    expect(finerOutline(region, tapped, 0.03)).toBe(tapped);
  });
  it("takes the tap's outline where the region is a piece of it (a hold's lit half)", () => {
    const hold = squarePolygon(0.4, 0.4, 0.15); // IoU 0.44 with the region, all of the region inside
    expect(finerOutline(region, hold, 0.03)).toBe(hold);
  });
  it("keeps the region where the tap's outline is larger than any hold (a leak into the wall)", () => {
    expect(finerOutline(region, squarePolygon(0.3, 0.3, 0.4), 0.03)).toBe(region);
  });
  it("keeps the region where the tap's outline is elsewhere or holds only a little of it", () => {
    expect(finerOutline(region, squarePolygon(0.6, 0.6, 0.1), 0.03)).toBe(region);
    expect(finerOutline(region, squarePolygon(0.47, 0.4, 0.15), 0.03)).toBe(region);
  });
});

describe('withoutRepeats', () => {
  it('keeps one suggestion of a hold two pieces led to, the surer, and every other', () => {
    const hold = squarePolygon(0.4, 0.4, 0.2);
    const kept = withoutRepeats([
      { polygon: hold, score: 0.9 },
      { polygon: squarePolygon(0.7, 0.7, 0.1), score: 0.8 },
      { polygon: squarePolygon(0.405, 0.4, 0.2), score: 0.5 },
    ]);
    expect(kept.map((s) => s.score)).toEqual([0.9, 0.8]);
  });
});
