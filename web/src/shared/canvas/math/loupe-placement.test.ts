import { describe, expect, it } from 'vitest';
import { LOUPE_SIZE_PX, loupePlacement } from './loupe-placement';

const phone = { width: 390, height: 700 };

describe('loupePlacement', () => {
  it('sits above the finger, centred on it, clear of the fingertip', () => {
    const { left, top } = loupePlacement({ x: 200, y: 400 }, phone);
    expect(left).toBe(200 - LOUPE_SIZE_PX / 2);
    expect(top + LOUPE_SIZE_PX).toBeLessThan(400 - 20);
  });
  it('goes below the finger near the top', () => {
    expect(loupePlacement({ x: 200, y: 60 }, phone).top).toBeGreaterThan(60);
  });
  it('stays inside the screen across', () => {
    expect(loupePlacement({ x: 2, y: 400 }, phone).left).toBeGreaterThanOrEqual(0);
    const right = loupePlacement({ x: 388, y: 400 }, phone).left;
    expect(right + LOUPE_SIZE_PX).toBeLessThanOrEqual(phone.width);
  });
});
