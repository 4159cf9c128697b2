import { describe, expect, it } from 'vitest';
import { holdAt, pickedOutline, pickHold, TAP_REACH_PX } from './hit-test';

// The photo shown 1000 × 1000 CSS px: 0.001 relative is one pixel on screen.
const screen = { pixelsPerUnit: { x: 1000, y: 1000 } };
const px = (n: number) => n / 1000;
const box = (id: string, x: number, y: number, size: number) => ({
  id,
  polygon: [
    { x: px(x), y: px(y) },
    { x: px(x + size), y: px(y) },
    { x: px(x + size), y: px(y + size) },
    { x: px(x), y: px(y + size) },
  ],
});
const big = box('big', 100, 100, 400);
const small = box('small', 200, 200, 100);
const tiny = box('tiny', 600, 600, 6);
const holds = [big, small, tiny];
const at = (x: number, y: number) => ({ x: px(x), y: px(y) });

describe('holdAt (inside only)', () => {
  it('finds the hold under a point; the smallest where outlines overlap, whatever the order', () => {
    expect(holdAt(holds, at(450, 450))).toBe('big');
    expect(holdAt(holds, at(250, 250))).toBe('small');
    expect(holdAt([...holds].reverse(), at(250, 250))).toBe('small');
    expect(holdAt(holds, at(900, 900))).toBeNull();
  });
  it('ignores outlines of fewer than three points', () => {
    expect(holdAt([{ id: 'line', polygon: big.polygon.slice(0, 2) }], at(300, 100))).toBeNull();
  });
});

describe('pickHold (forgiving taps)', () => {
  it('picks the hold a tap is inside, the smaller of overlapping ones', () => {
    expect(pickHold(holds, at(450, 450), screen)).toBe('big');
    expect(pickHold(holds, at(250, 250), screen)).toBe('small');
  });

  it('picks a hold whose outline is near, measured in CSS px on screen', () => {
    // 6 px off a 6-px hold's centre is 3 px off its outline.
    expect(pickHold(holds, at(609, 603), screen)).toBe('tiny');
    expect(pickHold(holds, at(606 + TAP_REACH_PX - 1, 603), screen)).toBe('tiny');
    // The same relative tap on a photo shown half as big is twice as near on screen.
    const half = { pixelsPerUnit: { x: 500, y: 500 } };
    expect(pickHold(holds, at(606 + 30, 603), half)).toBe('tiny');
  });

  it('picks nothing beyond the reach', () => {
    expect(pickHold(holds, at(606 + TAP_REACH_PX + 1, 603), screen)).toBeNull();
    expect(pickHold(holds, at(900, 900), screen)).toBeNull();
    expect(pickHold([], at(0, 0), screen)).toBeNull();
  });

  it('lets inside win over a nearer outline', () => {
    const wide = box('wide', 0, 0, 100);
    const neighbour = box('neighbour', 102, 0, 10);
    // 1 px inside `wide`, 3 px from `neighbour`; and 1 px from wide's edge, but inside wins anyway.
    expect(pickHold([wide, neighbour], at(99, 5), screen)).toBe('wide');
  });

  it('picks the nearest of two outlines, and the smaller of two equally near', () => {
    const left = box('left', 0, 0, 50);
    const right = box('right', 70, 0, 10);
    expect(pickHold([left, right], at(58, 5), screen)).toBe('left');
    expect(pickHold([left, right], at(62, 5), screen)).toBe('right');
    expect(pickHold([left, right], at(60, 5), screen)).toBe('right');
    expect(pickHold([right, left], at(60, 5), screen)).toBe('right');
  });

  it('takes a narrower reach when given one', () => {
    expect(pickHold(holds, at(616, 603), screen, 5)).toBeNull();
  });
});

describe('pickedOutline (what the loupe rings)', () => {
  it('is the outline of the hold a tap there would pick, or none', () => {
    expect(pickedOutline(holds, at(609, 603), screen)).toBe(tiny.polygon);
    expect(pickedOutline(holds, at(250, 250), screen)).toBe(small.polygon);
    expect(pickedOutline(holds, at(900, 900), screen)).toBeNull();
  });
});
