import { describe, expect, it } from 'vitest';
import { outlineAt } from './outline.ts';
import { polygonIou } from './overlap.ts';
import { suggestHolds } from './suggest.ts';
import { blobPolygon, paintWall, type Blob } from './test-images.ts';
import { holdProbability, learnWall, MIN_KNOWN_HOLDS } from './wall-model.ts';

/**
 * Holds a shade darker than the wall (as black holds on a dark panel): the colour rule's contrast test
 * finds nothing there, but
 * holds confirmed on the wall teach that their colour (and texture) is hold.
 */
const dark = (cx: number, cy: number, r = 0.04): Blob => ({
  cx,
  cy,
  rx: r,
  ry: r * 1.33,
  rgb: [204, 180, 142],
});
const confirmed = [
  dark(0.12, 0.15),
  dark(0.35, 0.12),
  dark(0.62, 0.18),
  dark(0.85, 0.14),
  dark(0.15, 0.5),
  dark(0.85, 0.5),
];
const untraced = [dark(0.4, 0.55), dark(0.6, 0.8), dark(0.25, 0.82)];
const photo = paintWall(240, 180, [...confirmed, ...untraced], 3);
const known = confirmed.map(blobPolygon);

// Each test takes well under a second of CPU; the limit allows for a machine shared with other jobs.
describe('learnWall', { timeout: 20_000 }, () => {
  it('teaches nothing from fewer than five confirmed holds', () => {
    expect(MIN_KNOWN_HOLDS).toBe(5);
    expect(learnWall(photo, { known: known.slice(0, 4) })).toBeNull();
  });

  it('learns from the confirmed holds to tell untraced holds of their kind from the wall', () => {
    const model = learnWall(photo, { known })!;
    expect(model.learnedFrom).toBe(6);
    for (const b of untraced) expect(holdProbability(model, b.cx * 240, b.cy * 180)).toBeGreaterThan(0.7);
    for (const [x, y] of [
      [0.05, 0.95],
      [0.5, 0.35],
      [0.95, 0.95],
    ])
      expect(holdProbability(model, x! * 240, y! * 180)).toBeLessThan(0.3);
  });

  it('takes rejected places as wall', () => {
    // Rejecting the untraced holds (as a setter might, wrongly) teaches that colour against them.
    const model = learnWall(photo, { known, rejected: untraced.map(blobPolygon) })!;
    const without = learnWall(photo, { known })!;
    const at = (m: typeof model) => holdProbability(m, untraced[0]!.cx * 240, untraced[0]!.cy * 180);
    expect(at(model)).toBeLessThan(at(without));
  });

  it('lets a tap outline, and suggestions find, holds the colour rule alone misses', () => {
    const model = learnWall(photo, { known })!;
    const tap = { x: untraced[0]!.cx, y: untraced[0]!.cy };
    expect(outlineAt(photo, tap)).toBeNull();
    const outline = outlineAt(photo, tap, { model });
    expect(outline).not.toBeNull();
    expect(polygonIou(outline!, blobPolygon(untraced[0]!))).toBeGreaterThan(0.6);

    const before = suggestHolds(photo, { existing: known });
    const after = suggestHolds(photo, { existing: known, model });
    const found = (list: typeof after) =>
      untraced.filter((b) => list.some((s) => polygonIou(s.polygon, blobPolygon(b)) > 0.5)).length;
    expect(found(after)).toBeGreaterThan(found(before));
    expect(found(after)).toBe(untraced.length);
  });

  it('learns the same from a photo it has read before as from a fresh copy, and never from another photo', () => {
    const first = learnWall(photo, { known })!;
    const again = learnWall(photo, { known })!;
    const copy = learnWall({ ...photo, data: photo.data.slice() }, { known })!;
    expect(Array.from(again.probability)).toEqual(Array.from(copy.probability));
    expect(Array.from(first.probability)).toEqual(Array.from(copy.probability));
    // Another photo (the same holds painted blue) is read afresh, not answered from the first photo's cells.
    const other = paintWall(
      240,
      180,
      [...confirmed, ...untraced].map((b) => ({ ...b, rgb: [40, 40, 200] as Blob['rgb'] })),
      3,
    );
    const learned = learnWall(other, { known })!;
    expect(Array.from(learned.probability)).not.toEqual(Array.from(first.probability));
  });
});
