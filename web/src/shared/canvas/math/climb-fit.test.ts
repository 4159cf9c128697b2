import { describe, expect, it } from 'vitest';
import { clampPan, lowestZoom } from './view-transform';
import {
  boundsOf,
  boxOnScreen,
  FIT_MARGIN_PX,
  FIT_ZOOM_MAX,
  fitToBox,
  keepBoxInView,
  openingTransform,
  WHOLE_HEIGHT,
  type PhotoBox,
} from './climb-fit';

// A 4:3 photo on a portrait phone: 390 px wide at zoom 1, 292.5 px high in a 390 x 676 canvas.
const phone = { width: 390, height: 676 };
const base = { width: 390, height: 292.5 };

/** The box's share of the canvas above the overlay, and whether it is whole on screen. */
function shown(t: ReturnType<typeof fitToBox>, box: PhotoBox, covered = 0) {
  const s = boxOnScreen(t, base, box);
  const visible = phone.height - covered;
  return {
    screen: s,
    whole: s.left >= 0 && s.top >= 0 && s.right <= phone.width && s.bottom <= visible,
    share: ((s.right - s.left) * (s.bottom - s.top)) / (phone.width * visible),
  };
}

describe('boundsOf', () => {
  it('is the box around every point of every outline', () => {
    const box = boundsOf([
      [
        { x: 0.2, y: 0.5 },
        { x: 0.3, y: 0.6 },
      ],
      [{ x: 0.1, y: 0.7 }],
    ]);
    expect(box).toEqual({ left: 0.1, top: 0.5, right: 0.3, bottom: 0.7 });
  });
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([[]])).toBeNull();
  });
});

describe('fitToBox', () => {
  it('opens a tall climb as large as fits, whole, with a margin, the photo filling the canvas', () => {
    const box = { left: 0.4, top: 0.1, right: 0.6, bottom: 0.85 };
    const t = fitToBox(phone, base, box);
    const { screen, whole } = shown(t, box);
    expect(whole).toBe(true);
    expect(screen.top).toBeGreaterThanOrEqual(FIT_MARGIN_PX - 0.01);
    expect(phone.height - screen.bottom).toBeGreaterThanOrEqual(FIT_MARGIN_PX - 0.01);
    // The box's long side fills the canvas but for the margins.
    expect(screen.bottom - screen.top).toBeGreaterThan(phone.height * 0.85);
    // No empty band above or below the photo (it was a 292 px strip).
    expect(t.y).toBeLessThanOrEqual(0);
    expect(t.y + base.height * t.zoom).toBeGreaterThanOrEqual(phone.height);
  });
  it('fills most of the canvas with a small climb shaped like it', () => {
    const box = { left: 0.35, top: 0.3, right: 0.55, bottom: 0.75 };
    const { share, whole } = shown(fitToBox(phone, base, box), box);
    expect(whole).toBe(true);
    expect(share).toBeGreaterThanOrEqual(0.6);
  });
  it('shows the whole wall when the climb spans it', () => {
    const box = { left: 0.02, top: 0.05, right: 0.97, bottom: 0.95 };
    const t = fitToBox({ width: 1280, height: 630 }, { width: 840, height: 630 }, box);
    expect(t).toEqual({ zoom: 1, x: 220, y: 0 });
  });
  it('never zooms in further than the canvas limit, even for one tiny hold', () => {
    const box = { left: 0.5, top: 0.5, right: 0.501, bottom: 0.501 };
    const t = fitToBox(phone, base, box);
    expect(t.zoom).toBe(FIT_ZOOM_MAX);
    expect(shown(t, box).whole).toBe(true);
  });
  it('keeps the climb above a sheet covering the bottom of the canvas', () => {
    const box = { left: 0.4, top: 0.1, right: 0.6, bottom: 0.85 };
    const covered = 220;
    const t = fitToBox(phone, base, box, 50, covered);
    const { screen, whole } = shown(t, box, covered);
    expect(whole).toBe(true);
    expect(screen.bottom).toBeLessThanOrEqual(phone.height - covered - FIT_MARGIN_PX + 0.01);
  });
  it('zooms out below the whole photo when a climb as tall as the wall would end under the sheet', () => {
    // A desktop canvas the photo fills top to bottom; the sheet covers its bottom 135 px.
    const desk = { width: 1280, height: 530 };
    const deskBase = { width: 800, height: 530 };
    const box = { left: 0.15, top: 0.02, right: 0.25, bottom: 0.78 };
    const covered = 135;
    const t = fitToBox(desk, deskBase, box, 0, covered);
    expect(t.zoom).toBeLessThan(1);
    expect(t.zoom).toBeGreaterThanOrEqual(lowestZoom(desk, deskBase, covered));
    const s = boxOnScreen(t, deskBase, box);
    expect(s.top).toBeGreaterThanOrEqual(0);
    expect(s.bottom).toBeLessThanOrEqual(desk.height - covered);
  });
  it('ignores an overlay taller than half the canvas rather than fit into a slit', () => {
    const box = { left: 0.4, top: 0.1, right: 0.6, bottom: 0.85 };
    expect(fitToBox(phone, base, box, 0, 400)).toEqual(fitToBox(phone, base, box));
  });
});

describe('keepBoxInView', () => {
  const box = { left: 0.4, top: 0.6, right: 0.5, bottom: 0.8 };
  it('pans the climb up from under a sheet, no more than needed, at the same zoom', () => {
    const start = { zoom: 2, x: -200, y: 40 };
    const covered = 200;
    expect(shown(start, box, covered).whole).toBe(false);
    const t = keepBoxInView(start, phone, base, box, 50, covered);
    expect(t.zoom).toBe(2);
    expect(t.x).toBe(start.x);
    expect(shown(t, box, covered).whole).toBe(true);
    // Just above the sheet, a margin (6 % of the room, at least FIT_MARGIN_PX) below it.
    expect(shown(t, box, covered).screen.bottom).toBeCloseTo(
      phone.height - covered - 0.06 * (phone.height - covered),
    );
  });
  it('leaves a view that already shows the climb as it is', () => {
    const start = fitToBox(phone, base, box);
    expect(keepBoxInView(start, phone, base, box)).toEqual(start);
  });
  it('keeps the bottom (the start holds) of a climb taller than the room above the sheet', () => {
    const tall = { left: 0.4, top: 0.1, right: 0.5, bottom: 0.9 };
    const covered = 250;
    const t = keepBoxInView({ zoom: 3, x: -400, y: -300 }, phone, base, tall, 50, covered);
    expect(shown(t, tall, covered).screen.bottom).toBeCloseTo(phone.height - covered - FIT_MARGIN_PX);
  });
});

describe('openingTransform', () => {
  const climb = { left: 0.4, top: 0.2, right: 0.6, bottom: 0.5 };
  it("is the climb's fit when there is a climb", () => {
    expect(openingTransform(phone, base, climb, 50, 200)).toEqual(fitToBox(phone, base, climb, 50, 200));
  });
  it('shows the whole photo centred above the sheet without a climb', () => {
    expect(openingTransform(phone, base, null, 0, 200)).toEqual({
      zoom: 1,
      x: 0,
      y: (676 - 200 - 292.5) / 2,
    });
  });
  it('is clamped as the canvas clamps every pan, so applying it moves nothing', () => {
    // A photo taller than the room above the sheet: centred in the whole canvas, its top would
    // leave a gap the canvas does not allow without padding.
    const tall = { width: 390, height: 660 };
    const t = openingTransform(phone, tall, null, 0, 200);
    expect(t).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampPan(t, phone, tall, 0, 200)).toEqual(t);
  });
});

describe('WHOLE_HEIGHT', () => {
  it("opens a landscape photo on a portrait phone filling the canvas's height, its middle in view", () => {
    const t = openingTransform(phone, base, WHOLE_HEIGHT);
    expect(t.zoom).toBeGreaterThan(2);
    const s = boxOnScreen(t, base, { left: 0, top: 0, right: 1, bottom: 1 });
    // Top and bottom of the wall at the canvas's edges (no band: the fit's ring margin is for
    // holds, not the photo's edge); the sides beyond it, alike.
    expect(s.top).toBeCloseTo(0, 5);
    expect(s.bottom).toBeCloseTo(phone.height, 5);
    expect(s.left).toBeLessThan(0);
    expect(s.right - phone.width).toBeCloseTo(-s.left, 5);
  });

  it('shows the whole wall where the photo already fills the height (a desktop, a portrait photo)', () => {
    expect(
      openingTransform({ width: 1280, height: 700 }, { width: 933, height: 700 }, WHOLE_HEIGHT).zoom,
    ).toBe(1);
    expect(openingTransform(phone, { width: 390, height: 620 }, WHOLE_HEIGHT).zoom).toBe(1);
  });
});
