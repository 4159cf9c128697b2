import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampZoom,
  lowestZoom,
  fitToScreen,
  initialTransform,
  isTap,
  panBy,
  pinch,
  screenToPhoto,
  transformCss,
  wheelZoom,
  zoomAbout,
} from './view-transform';

const container = { width: 400, height: 300 };
const base = { width: 400, height: 300 };

/** The content point (CSS px at zoom 1) shown at a screen point. */
function contentAt(t: { zoom: number; x: number; y: number }, p: { x: number; y: number }) {
  return { x: (p.x - t.x) / t.zoom, y: (p.y - t.y) / t.zoom };
}

describe('clampZoom', () => {
  it('keeps zoom between 1 and 10', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(1)).toBe(1);
    expect(clampZoom(4.5)).toBe(4.5);
    expect(clampZoom(10)).toBe(10);
    expect(clampZoom(42)).toBe(10);
  });
  it('turns a NaN zoom into 1', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('fitToScreen', () => {
  it('fits a wide photo to the width', () => {
    expect(fitToScreen({ width: 400, height: 400 }, { width: 4000, height: 3000 })).toEqual({
      width: 400,
      height: 300,
    });
  });
  it('fits a tall photo to the height', () => {
    expect(fitToScreen({ width: 400, height: 300 }, { width: 3000, height: 4000 })).toEqual({
      width: 225,
      height: 300,
    });
  });
  it('enlarges a small photo to the container', () => {
    expect(fitToScreen({ width: 800, height: 600 }, { width: 400, height: 300 })).toEqual({
      width: 800,
      height: 600,
    });
  });
  it('is empty for an unmeasured container or photo', () => {
    expect(fitToScreen({ width: 0, height: 300 }, { width: 400, height: 300 })).toEqual({
      width: 0,
      height: 0,
    });
    expect(fitToScreen({ width: 400, height: 300 }, { width: 0, height: 0 })).toEqual({
      width: 0,
      height: 0,
    });
  });
});

describe('clampPan', () => {
  it('centres a photo narrower than the screen', () => {
    const narrow = { width: 200, height: 300 };
    expect(clampPan({ zoom: 1, x: -50, y: 40 }, container, narrow)).toEqual({ zoom: 1, x: 100, y: 0 });
  });
  it('stops the photo edge at the screen edge when zoomed', () => {
    expect(clampPan({ zoom: 2, x: 50, y: 50 }, container, base)).toEqual({ zoom: 2, x: 0, y: 0 });
    expect(clampPan({ zoom: 2, x: -900, y: -900 }, container, base)).toEqual({ zoom: 2, x: -400, y: -300 });
  });
  it('leaves a pan inside the bounds as it is', () => {
    expect(clampPan({ zoom: 2, x: -123, y: -45 }, container, base)).toEqual({ zoom: 2, x: -123, y: -45 });
  });
  it('allows the extra padding beyond each edge', () => {
    expect(clampPan({ zoom: 2, x: 500, y: 500 }, container, base, 50)).toEqual({ zoom: 2, x: 50, y: 50 });
    expect(clampPan({ zoom: 2, x: -900, y: -900 }, container, base, 50)).toEqual({
      zoom: 2,
      x: -450,
      y: -350,
    });
  });
  it('centres when the photo plus padding fits', () => {
    const narrow = { width: 200, height: 200 };
    expect(clampPan({ zoom: 1, x: 30, y: -30 }, container, narrow, 50)).toEqual({ zoom: 1, x: 100, y: 50 });
  });
  it('lets a photo that fills the screen pan by the padding at zoom 1', () => {
    expect(clampPan({ zoom: 1, x: 80, y: -80 }, container, base, 50)).toEqual({ zoom: 1, x: 50, y: -50 });
  });
});

describe('initialTransform', () => {
  it('shows the whole photo centred at zoom 1', () => {
    expect(initialTransform({ width: 500, height: 300 }, base)).toEqual({ zoom: 1, x: 50, y: 0 });
  });
});

describe('zoomAbout', () => {
  it('keeps the content under the anchor in place', () => {
    const start = { zoom: 2, x: -100, y: -50 };
    const anchor = { x: 120, y: 80 };
    const zoomed = zoomAbout(start, 3, anchor);
    expect(zoomed.zoom).toBe(3);
    expect(contentAt(zoomed, anchor).x).toBeCloseTo(contentAt(start, anchor).x);
    expect(contentAt(zoomed, anchor).y).toBeCloseTo(contentAt(start, anchor).y);
  });
  it('clamps the zoom, anchoring on the clamped value', () => {
    expect(zoomAbout({ zoom: 9, x: 0, y: 0 }, 50, { x: 0, y: 0 }).zoom).toBe(10);
    expect(zoomAbout({ zoom: 1, x: 0, y: 0 }, 0.5, { x: 10, y: 10 })).toEqual({ zoom: 1, x: 0, y: 0 });
  });
});

describe('lowestZoom', () => {
  it('is the whole photo without an overlay, or when the photo fits above it', () => {
    expect(lowestZoom({ width: 390, height: 676 }, { width: 390, height: 292 })).toBe(1);
    expect(lowestZoom({ width: 390, height: 676 }, { width: 390, height: 292 }, 200)).toBe(1);
  });
  it('lets a photo as tall as the canvas shrink to fit above the sheet', () => {
    expect(lowestZoom({ width: 1280, height: 600 }, { width: 800, height: 600 }, 150)).toBe(0.75);
  });
  it('bounds a zoom out about a point', () => {
    expect(zoomAbout({ zoom: 1, x: 0, y: 0 }, 0.5, { x: 0, y: 0 }, 0.75).zoom).toBe(0.75);
    expect(wheelZoom({ zoom: 1, x: 0, y: 0 }, 5000, { x: 0, y: 0 }, 0.75).zoom).toBe(0.75);
  });
});

describe('wheelZoom', () => {
  it('zooms in on a wheel up by e^(0.0005 per delta)', () => {
    expect(wheelZoom({ zoom: 2, x: 0, y: 0 }, -200, { x: 0, y: 0 }).zoom).toBeCloseTo(2 * Math.exp(0.1));
  });
  it('zooms out on a wheel down', () => {
    expect(wheelZoom({ zoom: 2, x: 0, y: 0 }, 200, { x: 0, y: 0 }).zoom).toBeCloseTo(2 * Math.exp(-0.1));
  });
  it('zooms about the cursor', () => {
    const start = { zoom: 1, x: 0, y: 0 };
    const cursor = { x: 300, y: 100 };
    const zoomed = wheelZoom(start, -1000, cursor);
    expect(contentAt(zoomed, cursor).x).toBeCloseTo(300);
    expect(contentAt(zoomed, cursor).y).toBeCloseTo(100);
  });
  it('never leaves 1..10', () => {
    expect(wheelZoom({ zoom: 1, x: 0, y: 0 }, 5000, { x: 0, y: 0 }).zoom).toBe(1);
    expect(wheelZoom({ zoom: 9, x: 0, y: 0 }, -50000, { x: 0, y: 0 }).zoom).toBe(10);
  });
});

describe('panBy', () => {
  it('moves by the pointer delta', () => {
    expect(panBy({ zoom: 3, x: 10, y: 20 }, -5, 7)).toEqual({ zoom: 3, x: 5, y: 27 });
  });
});

describe('pinch', () => {
  it('zooms by the ratio of finger distances about their midpoint', () => {
    const start = { zoom: 1, x: 0, y: 0 };
    const result = pinch(
      start,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    expect(result.zoom).toBeCloseTo(2);
    expect(contentAt(result, { x: 150, y: 100 })).toEqual({ x: 150, y: 100 });
  });
  it('pans with the midpoint when the fingers move together', () => {
    const result = pinch(
      { zoom: 2, x: 0, y: 0 },
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 130, y: 90 },
        { x: 230, y: 90 },
      ],
    );
    expect(result).toEqual({ zoom: 2, x: 30, y: -10 });
  });
  it('does not zoom when both fingers started on one spot', () => {
    const spot = { x: 10, y: 10 };
    expect(pinch({ zoom: 2, x: 0, y: 0 }, [spot, spot], [spot, { x: 90, y: 10 }]).zoom).toBe(2);
  });
  it('clamps the zoom', () => {
    const result = pinch(
      { zoom: 8, x: 0, y: 0 },
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
    );
    expect(result.zoom).toBe(10);
  });
});

describe('isTap', () => {
  it('is a tap below 10 px of movement', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 6, y: 7 })).toBe(true);
  });
  it('is a drag at 10 px or more', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 10, y: 0 })).toBe(false);
    expect(isTap({ x: 0, y: 0 }, { x: 8, y: 8 })).toBe(false);
  });
});

describe('screenToPhoto', () => {
  it('maps a screen point to photo coordinates 0..1', () => {
    expect(screenToPhoto({ zoom: 1, x: 0, y: 0 }, base, { x: 200, y: 150 })).toEqual({ x: 0.5, y: 0.5 });
    expect(screenToPhoto({ zoom: 2, x: -400, y: -300 }, base, { x: 0, y: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });
  it('is null outside the photo', () => {
    expect(screenToPhoto({ zoom: 1, x: 50, y: 0 }, base, { x: 10, y: 10 })).toBeNull();
    expect(screenToPhoto({ zoom: 1, x: 0, y: 0 }, base, { x: 401, y: 10 })).toBeNull();
  });
  it('is null before the photo has a size', () => {
    expect(screenToPhoto({ zoom: 1, x: 0, y: 0 }, { width: 0, height: 0 }, { x: 0, y: 0 })).toBeNull();
  });
});

describe('transformCss', () => {
  it('translates then scales (GPU compositing)', () => {
    expect(transformCss({ zoom: 2, x: 3, y: -4 })).toBe('translate3d(3px, -4px, 0) scale(2)');
  });
});

describe('clampPan under an overlay', () => {
  const phone = { width: 390, height: 676 };
  const photo = { width: 390, height: 292.5 };
  it('centres a small photo in the room above the overlay', () => {
    expect(clampPan({ zoom: 1, x: 0, y: 0 }, phone, photo, 0, 200).y).toBeCloseTo((476 - 292.5) / 2);
  });
  it('lets a zoomed photo be panned until its bottom meets the overlay, no further', () => {
    const t = clampPan({ zoom: 3, x: 0, y: -10_000 }, phone, photo, 50, 200);
    expect(t.y + photo.height * 3).toBeCloseTo(476 - 50);
    expect(clampPan({ zoom: 3, x: 0, y: -10_000 }, phone, photo, 50).y + photo.height * 3).toBeCloseTo(
      676 - 50,
    );
  });
  it('ignores an overlay taller than half the container', () => {
    const t = { zoom: 2, x: -100, y: -100 };
    expect(clampPan(t, phone, photo, 0, 400)).toEqual(clampPan(t, phone, photo));
  });
});
