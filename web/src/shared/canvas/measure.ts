import type { Size } from './math/view-transform';

/**
 * The layout measurements the canvas is fitted with, without React: the app's hooks and the first
 * screen's script (web/src/first-screen) measure the same boxes.
 */

/** An element's size on screen (its border box, as a ResizeObserver's callback sees it change). */
export function elementSize(element: Element): Size {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
}

/**
 * How many CSS px of its offset parent's bottom an overlay (the climb sheet) covers, or null when
 * it is not laid out. Layout offsets, not the on-screen box: the sheet slides in with a transform,
 * and where it lands is what counts. Laid out in the flow (a landscape phone's sheet, beside the
 * photo), it covers nothing.
 */
export function coveredBottomOf(overlay: HTMLElement): number | null {
  const parent = overlay.offsetParent;
  if (!(parent instanceof HTMLElement)) return null;
  if (['static', 'relative'].includes(getComputedStyle(overlay).position)) return 0;
  return Math.max(0, Math.round(parent.clientHeight - overlay.offsetTop));
}
