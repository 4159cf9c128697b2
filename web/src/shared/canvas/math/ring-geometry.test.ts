import { describe, expect, it } from 'vitest';
import { badgeWidth, BADGE_PX, HALO_PX, MIN_TARGET_PX, RING_PX, ringReach, ringShape } from './ring-geometry';

describe('ringShape', () => {
  it('rings a hold large enough on screen along its outline', () => {
    expect(ringShape(40, 30)).toEqual({ kind: 'outline' });
    expect(ringShape(MIN_TARGET_PX - 2 * RING_PX, 100)).toEqual({ kind: 'outline' });
  });
  it('circles a small hold: the inside at least the minimum target, the ring at least RING_PX', () => {
    const shape = ringShape(6, 5);
    expect(shape.kind).toBe('circle');
    if (shape.kind !== 'circle') return;
    expect(2 * (shape.radius - RING_PX / 2)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(2 * (shape.radius + RING_PX / 2)).toBeGreaterThanOrEqual(MIN_TARGET_PX + 2 * RING_PX);
  });
  it('circles a long thin hold wide enough to clear its ends', () => {
    const shape = ringShape(60, 6);
    expect(shape.kind).toBe('circle');
    if (shape.kind === 'circle') expect(shape.radius - RING_PX / 2).toBeGreaterThan(30);
  });
  it('never draws a target smaller than the minimum, whatever the zoom', () => {
    for (let side = 0; side <= 200; side += 0.5) {
      const shape = ringShape(side, side);
      const across = shape.kind === 'outline' ? side + 2 * RING_PX : 2 * (shape.radius + RING_PX / 2);
      expect(across).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
  });
});

describe('ringReach', () => {
  it('is the ring and its halo outside an outline', () => {
    expect(ringReach({ kind: 'outline' }, 40, 40)).toBe(RING_PX + HALO_PX);
  });
  it('is measured from the hold’s narrow side for a circle', () => {
    const shape = ringShape(4, 4);
    if (shape.kind !== 'circle') throw new Error('expected a circle');
    expect(ringReach(shape, 4, 4)).toBe(shape.radius + RING_PX / 2 + HALO_PX - 2);
  });
});

describe('badgeWidth', () => {
  it('is round for one letter and grows for circuit numbers', () => {
    expect(badgeWidth('S')).toBe(BADGE_PX);
    expect(badgeWidth('1, 5')).toBeGreaterThan(BADGE_PX);
  });
});
