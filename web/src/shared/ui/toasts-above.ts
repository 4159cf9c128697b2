import { useCallback, type RefCallback } from 'react';

/**
 * Toasts show at the bottom of the screen (issue 23), where a page may have its own bar: the climb
 * editor's, the climb page's sheet. A bar passes `useToastsAbove()` as its ref, and while it is on
 * screen toasts sit above it (global.css reads `--toasts-bottom-offset`), never over its buttons.
 */

/** The CSS variable, on the root element, that lifts the toasts. */
export const TOASTS_OFFSET_VARIABLE = '--toasts-bottom-offset';

type Box = Pick<DOMRect, 'top' | 'bottom' | 'height'>;

/**
 * How far (px) above the screen's bottom edge toasts must start to clear every bar: the highest top
 * of the bars in the lower half of the screen. Bars that are hidden, scrolled away or up top (the
 * hold editor's tool bar) leave the toasts where they are.
 */
export function toastsOffset(bars: readonly Box[], viewportHeight: number): number {
  let offset = 0;
  for (const bar of bars) {
    const shown = bar.height > 0 && bar.top < viewportHeight && bar.bottom > viewportHeight / 2;
    if (shown) offset = Math.max(offset, viewportHeight - Math.max(bar.top, 0));
  }
  // Up to the next whole pixel: a toast never overlaps a bar by a fraction.
  return Math.ceil(offset);
}

const bars = new Set<HTMLElement>();
let resizes: ResizeObserver | undefined;
let frame = 0;

function place() {
  frame = 0;
  const offset = toastsOffset(
    [...bars].map((bar) => bar.getBoundingClientRect()),
    window.innerHeight,
  );
  document.documentElement.style.setProperty(TOASTS_OFFSET_VARIABLE, `${offset}px`);
}

// Scrolling moves a bar on a page taller than the screen; once a frame is enough.
function placeSoon() {
  if (!frame) frame = requestAnimationFrame(place);
}

function watch(bar: HTMLElement) {
  if (bars.size === 0) {
    window.addEventListener('resize', placeSoon);
    window.addEventListener('scroll', placeSoon, { passive: true });
    if (typeof ResizeObserver !== 'undefined') resizes = new ResizeObserver(placeSoon);
  }
  bars.add(bar);
  resizes?.observe(bar);
  // A sheet sliding in moves without resizing: place again once it has arrived.
  bar.addEventListener('transitionend', placeSoon);
  // Next frame, not now: a bar is watched from React's commit, where reading its place would lay
  // out the whole new page inside the commit's task (the climb page's longest task on a phone).
  placeSoon();
}

function unwatch(bar: HTMLElement) {
  bars.delete(bar);
  resizes?.unobserve(bar);
  bar.removeEventListener('transitionend', placeSoon);
  if (bars.size === 0) {
    window.removeEventListener('resize', placeSoon);
    window.removeEventListener('scroll', placeSoon);
    resizes?.disconnect();
    resizes = undefined;
  }
  placeSoon();
}

/** A ref for a bottom bar or sheet: toasts stay above it while it is mounted. */
export function useToastsAbove<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((bar: T | null) => {
    if (!bar) return;
    watch(bar);
    return () => unwatch(bar);
  }, []);
}
