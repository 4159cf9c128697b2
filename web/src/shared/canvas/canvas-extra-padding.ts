import { CANVAS_EXTRA_PADDING_DEFAULT } from '@spraybook/contract/plain';

/**
 * The rule for the extra pannable space around a wall photo, without React: the app's hook
 * (hooks/use-canvas-extra-padding.ts) and the first screen's script (web/src/first-screen) pad alike.
 */

/** Touch screens and narrow windows: where a finger needs room to pan a photo's edge into reach. */
export const MOBILE_QUERY = '(pointer: coarse), (max-width: 48em)';
export const INSTALLED_QUERY = '(display-mode: standalone)';

/**
 * The user's `mobile_extra_canvas_padding` on phones (browser toolbars cover the edges), the
 * default when they have none (a visitor), none when installed (no toolbars) or on a desktop.
 */
export function canvasExtraPadding(mobile: boolean, installed: boolean, chosen?: number | null) {
  if (!mobile || installed) return 0;
  return chosen ?? CANVAS_EXTRA_PADDING_DEFAULT;
}

/** A visitor's padding in this window (no account, so no choice of their own). */
export function visitorCanvasExtraPadding(matchMedia: (query: string) => { matches: boolean }) {
  return canvasExtraPadding(matchMedia(MOBILE_QUERY).matches, matchMedia(INSTALLED_QUERY).matches);
}
