import { boxOnScreen, type PhotoBox } from './climb-fit';
import { BADGE_PX, HALO_PX, RING_PX } from './ring-geometry';
import type { Size, ViewTransform } from './view-transform';

/**
 * Where the zoom buttons sit over the canvas: in the corner of the part no overlay (the climb sheet)
 * covers whose buttons lie over none of the climb's holds in the view the canvas opened on (issue 44:
 * on a climb across the wall the usual corner held a start hold).
 */

/** The corners in the order they are tried: the usual one (the stylesheet's) first. */
export const CONTROLS_CORNERS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type ControlsCorner = (typeof CONTROLS_CORNERS)[number];

/** The buttons' distance from the canvas's edges (Mantine's spacing xs, as the stylesheet's). */
export const CONTROLS_GAP_PX = 10;
/** How far past a hold's box its ring, halo and role letter reach on screen, at most. */
export const RING_CLEARANCE_PX = RING_PX + HALO_PX + BADGE_PX;

interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function cornerBox(
  corner: ControlsCorner,
  container: Size,
  controls: Size,
  coveredBottom: number,
): ScreenBox {
  const left = corner.endsWith('left') ? CONTROLS_GAP_PX : container.width - CONTROLS_GAP_PX - controls.width;
  const top = corner.startsWith('top')
    ? CONTROLS_GAP_PX
    : container.height - coveredBottom - CONTROLS_GAP_PX - controls.height;
  return { left, top, right: left + controls.width, bottom: top + controls.height };
}

const overlap = (a: ScreenBox, b: ScreenBox) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The first corner whose buttons (`controls` px) cover no hold of `holds` (boxes of the photo) with
 * its ring under the view `t`; where every corner covers one, the corner covering the least.
 */
export function controlsCorner(
  container: Size,
  base: Size,
  t: ViewTransform,
  holds: readonly PhotoBox[],
  controls: Size,
  coveredBottom = 0,
): ControlsCorner {
  const rings = holds.map((hold) => {
    const box = boxOnScreen(t, base, hold);
    return {
      left: box.left - RING_CLEARANCE_PX,
      top: box.top - RING_CLEARANCE_PX,
      right: box.right + RING_CLEARANCE_PX,
      bottom: box.bottom + RING_CLEARANCE_PX,
    };
  });
  let best: { corner: ControlsCorner; covered: number } | null = null;
  for (const corner of CONTROLS_CORNERS) {
    const buttons = cornerBox(corner, container, controls, coveredBottom);
    const covered = rings.reduce((sum, ring) => sum + overlap(buttons, ring), 0);
    if (covered === 0) return corner;
    if (!best || covered < best.covered) best = { corner, covered };
  }
  return best?.corner ?? 'bottom-right';
}

/** The buttons' place in CSS, in `corner` and above the overlay covering `coveredBottom` px. */
export function controlsStyle(corner: ControlsCorner, coveredBottom = 0): Record<string, string> {
  const gap = 'var(--mantine-spacing-xs)';
  const vertical = corner.startsWith('top')
    ? { top: gap, bottom: 'auto' }
    : { bottom: coveredBottom > 0 ? `calc(${coveredBottom}px + ${gap})` : gap, top: 'auto' };
  const horizontal = corner.endsWith('left') ? { left: gap, right: 'auto' } : { right: gap, left: 'auto' };
  return { ...vertical, ...horizontal };
}
