import type { Point } from '@spraybook/hold-vision/geometry';

/**
 * The canvas's pan and zoom as plain numbers, so every rule is unit-tested apart from rendering.
 * The content (the photo scaled to fit the screen, `base` CSS px) is drawn at `translate(x, y)
 * scale(zoom)` with its origin at the container's top-left corner.
 */
export interface Size {
  width: number;
  height: number;
}
export interface ViewTransform {
  zoom: number;
  x: number;
  y: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 10;
/** Zoom changes by e^(-delta × this) per wheel delta, so equal scrolls zoom by equal ratios. */
export const WHEEL_ZOOM_FACTOR = 0.0005;
/** A press that moved less than this (CSS px) is a tap, never a pan. */
export const TAP_SLOP_PX = 10;
/** Zoom step of the keyboard buttons. */
export const BUTTON_ZOOM_STEP = 1.5;

/** `lowest` is ZOOM_MIN but where an overlay covers the photo (see lowestZoom). */
export function clampZoom(zoom: number, lowest = ZOOM_MIN) {
  if (Number.isNaN(zoom)) return lowest;
  return Math.min(ZOOM_MAX, Math.max(lowest, zoom));
}

/**
 * How far the view zooms out: the whole photo (ZOOM_MIN), or, while an overlay (the climb sheet)
 * covers the bottom of a photo as tall as the canvas, less, so that all of it fits above the overlay.
 */
export function lowestZoom(container: Size, base: Size, coveredBottom = 0) {
  if (base.height <= 0) return ZOOM_MIN;
  return Math.min(ZOOM_MIN, visibleHeight(container, coveredBottom) / base.height);
}

/** The photo's size on screen at zoom 1: as large as fits the container, aspect kept. */
export function fitToScreen(container: Size, photo: Size): Size {
  if (photo.width <= 0 || photo.height <= 0 || container.width <= 0 || container.height <= 0) {
    return { width: 0, height: 0 };
  }
  const scale = Math.min(container.width / photo.width, container.height / photo.height);
  return { width: photo.width * scale, height: photo.height * scale };
}

/**
 * Keeps the photo on screen: centred when it (plus padding) is smaller, else no gap beyond `padding`.
 * `coveredBottom` CSS px at the container's bottom are under an overlay (the climb sheet): the photo
 * is centred above it, and can be panned until its bottom edge reaches the overlay's top.
 */
export function clampPan(
  t: ViewTransform,
  container: Size,
  base: Size,
  padding = 0,
  coveredBottom = 0,
): ViewTransform {
  const axis = (offset: number, viewport: number, content: number) => {
    const scaled = content * t.zoom;
    if (scaled + 2 * padding <= viewport) return (viewport - scaled) / 2;
    return Math.min(padding, Math.max(viewport - scaled - padding, offset));
  };
  return {
    zoom: t.zoom,
    x: axis(t.x, container.width, base.width),
    y: axis(t.y, visibleHeight(container, coveredBottom), base.height),
  };
}

/** The height left above an overlay; an overlay taller than half the container is ignored (never a slit). */
export function visibleHeight(container: Size, coveredBottom: number) {
  return coveredBottom > 0 && coveredBottom < container.height / 2
    ? container.height - coveredBottom
    : container.height;
}

/** The whole photo, centred, at zoom 1. */
export function initialTransform(container: Size, base: Size): ViewTransform {
  return clampPan({ zoom: 1, x: 0, y: 0 }, container, base);
}

/** Zooms to `zoom` (clamped, down to `lowest`) keeping the content under `anchor` where it is. */
export function zoomAbout(t: ViewTransform, zoom: number, anchor: Point, lowest = ZOOM_MIN): ViewTransform {
  const next = clampZoom(zoom, lowest);
  const ratio = next / t.zoom;
  return { zoom: next, x: anchor.x - (anchor.x - t.x) * ratio, y: anchor.y - (anchor.y - t.y) * ratio };
}

/** A wheel turn of `deltaY` (down = positive = zoom out) about the cursor. */
export function wheelZoom(t: ViewTransform, deltaY: number, cursor: Point, lowest = ZOOM_MIN): ViewTransform {
  return zoomAbout(t, t.zoom * Math.exp(-deltaY * WHEEL_ZOOM_FACTOR), cursor, lowest);
}

export function panBy(t: ViewTransform, dx: number, dy: number): ViewTransform {
  return { zoom: t.zoom, x: t.x + dx, y: t.y + dy };
}

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Two fingers: the zoom follows the change of their distance and the content under their starting
 * midpoint follows the midpoint (so a pinch also pans).
 */
export function pinch(
  start: ViewTransform,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  lowest = ZOOM_MIN,
): ViewTransform {
  const startDistance = distance(from[0], from[1]);
  const ratio = startDistance > 0 ? distance(to[0], to[1]) / startDistance : 1;
  const zoomed = zoomAbout(start, start.zoom * ratio, midpoint(from[0], from[1]), lowest);
  const m0 = midpoint(from[0], from[1]);
  const m1 = midpoint(to[0], to[1]);
  return panBy(zoomed, m1.x - m0.x, m1.y - m0.y);
}

/** Whether a press from `down` to `up` counts as a tap. */
export function isTap(down: Point, up: Point) {
  return distance(down, up) < TAP_SLOP_PX;
}

/** A container point as a point of the photo (0..1), or null outside the photo. */
export function screenToPhoto(t: ViewTransform, base: Size, point: Point): Point | null {
  if (base.width <= 0 || base.height <= 0) return null;
  const x = (point.x - t.x) / (t.zoom * base.width);
  const y = (point.y - t.y) / (t.zoom * base.height);
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x, y };
}

export function transformCss(t: ViewTransform) {
  return `translate3d(${t.x}px, ${t.y}px, 0) scale(${t.zoom})`;
}
