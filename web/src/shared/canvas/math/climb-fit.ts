import {
  clampPan,
  initialTransform,
  lowestZoom,
  visibleHeight,
  ZOOM_MAX,
  type Size,
  type ViewTransform,
} from './view-transform';

/**
 * Where the climb page opens: the climb's holds, fitted with a margin into the part of the canvas
 * no overlay covers. Plain numbers, so every rule is unit-tested apart from rendering.
 */

/** A box of the photo, relative (0..1 across and down). */
export interface PhotoBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A focus on the photo's whole height (a box as tall as the photo, of no width, in its middle): a
 * landscape wall on a portrait phone opens filling the canvas's height, big enough to tap a hold,
 * where the whole photo would be a strip across the middle; where the photo already fills the
 * height (a desktop, a portrait photo) it hardly zooms, so the whole wall shows (WHOLE_WALL_BELOW_ZOOM).
 */
export const WHOLE_HEIGHT: PhotoBox = { left: 0.5, top: 0, right: 0.5, bottom: 1 };

/** The margin around the climb's holds: this share of the visible side, at least FIT_MARGIN_PX. */
export const FIT_MARGIN_SHARE = 0.06;
/** Room for the rings and role letters drawn outside a hold (see ring-geometry.ts). */
export const FIT_MARGIN_PX = 28;
/** A fit that would zoom in less than this shows the whole wall instead: the climb spans it. */
export const WHOLE_WALL_BELOW_ZOOM = 1.2;
/** The most a fit zooms in: the canvas's own limit (a one-hold climb still shows the wall around it). */
export const FIT_ZOOM_MAX = ZOOM_MAX;

/** The box around every point of the given outlines, or null when there are none. */
export function boundsOf(polygons: readonly (readonly { x: number; y: number }[])[]): PhotoBox | null {
  let box: PhotoBox | null = null;
  for (const polygon of polygons) {
    for (const p of polygon) {
      box = box
        ? {
            left: Math.min(box.left, p.x),
            top: Math.min(box.top, p.y),
            right: Math.max(box.right, p.x),
            bottom: Math.max(box.bottom, p.y),
          }
        : { left: p.x, top: p.y, right: p.x, bottom: p.y };
    }
  }
  return box;
}

/** The box's corners on screen (CSS px of the container) under a transform. */
export function boxOnScreen(t: ViewTransform, base: Size, box: PhotoBox) {
  return {
    left: t.x + box.left * base.width * t.zoom,
    right: t.x + box.right * base.width * t.zoom,
    top: t.y + box.top * base.height * t.zoom,
    bottom: t.y + box.bottom * base.height * t.zoom,
  };
}

const margin = (side: number) => Math.max(FIT_MARGIN_PX, side * FIT_MARGIN_SHARE);

/**
 * The transform that shows `box` as large as fits above `coveredBottom` with a margin, centred
 * there; the whole wall (zoom 1) when that would hardly zoom in, or less when even that leaves the
 * box partly under the overlay (down to lowestZoom). The result is clamped as the
 * canvas clamps every pan (`padding` as the canvas's).
 */
export function fitToBox(
  container: Size,
  base: Size,
  box: PhotoBox,
  padding = 0,
  coveredBottom = 0,
): ViewTransform {
  const height = visibleHeight(container, coveredBottom);
  const boxWidth = Math.max((box.right - box.left) * base.width, 1);
  const boxHeight = Math.max((box.bottom - box.top) * base.height, 1);
  // The margin is room for rings outside the holds: a box spanning the photo's whole height (or
  // width) needs none that way, so WHOLE_HEIGHT fills the canvas with no band above or below.
  const room = {
    width:
      box.left <= 0 && box.right >= 1
        ? container.width
        : Math.max(container.width - 2 * margin(container.width), container.width / 2),
    height: box.top <= 0 && box.bottom >= 1 ? height : Math.max(height - 2 * margin(height), height / 2),
  };
  const fitted = Math.min(room.width / boxWidth, room.height / boxHeight, FIT_ZOOM_MAX);
  // A climb that does not fit above the overlay even on the whole photo zooms out below it.
  const zoom =
    fitted >= WHOLE_WALL_BELOW_ZOOM
      ? fitted
      : Math.max(Math.min(fitted, 1), lowestZoom(container, base, coveredBottom));
  const centre = {
    x: ((box.left + box.right) / 2) * base.width * zoom,
    y: ((box.top + box.bottom) / 2) * base.height * zoom,
  };
  return clampPan(
    { zoom, x: container.width / 2 - centre.x, y: height / 2 - centre.y },
    container,
    base,
    padding,
    coveredBottom,
  );
}

/**
 * The view a canvas opens on (and Reset returns to): `focus` fitted above `coveredBottom`, else the
 * whole photo; clamped as every pan is. The app (use-pan-zoom.ts) and the first screen's script
 * (web/src/first-screen) open the same view with it.
 */
export function openingTransform(
  container: Size,
  base: Size,
  focus: PhotoBox | null,
  padding = 0,
  coveredBottom = 0,
): ViewTransform {
  const opening = focus
    ? fitToBox(container, base, focus, padding, coveredBottom)
    : initialTransform(container, base);
  return clampPan(opening, container, base, padding, coveredBottom);
}

/**
 * The smallest pan that brings `box` into the part of the canvas above `coveredBottom` (the climb
 * sheet opening over a view the climber chose). A box taller than that part keeps its bottom, where
 * the start holds are, in view; a wider one its middle.
 */
export function keepBoxInView(
  t: ViewTransform,
  container: Size,
  base: Size,
  box: PhotoBox,
  padding = 0,
  coveredBottom = 0,
): ViewTransform {
  const height = visibleHeight(container, coveredBottom);
  const screen = boxOnScreen(t, base, box);
  const shift = (low: number, high: number, side: number, keepHigh: boolean) => {
    const gap = Math.min(margin(side), Math.max(0, (side - (high - low)) / 2));
    if (high - low > side - 2 * gap)
      return keepHigh ? side - margin(side) - high : side / 2 - (low + high) / 2;
    if (low < gap) return gap - low;
    if (high > side - gap) return side - gap - high;
    return 0;
  };
  const dx = shift(screen.left, screen.right, container.width, false);
  const dy = shift(screen.top, screen.bottom, height, true);
  return clampPan({ zoom: t.zoom, x: t.x + dx, y: t.y + dy }, container, base, padding, coveredBottom);
}
