/**
 * Sizes of the rings the climb page draws around a climb's holds, in CSS px on screen, whatever the
 * zoom: a ring never thinner than RING_PX and never a target smaller than MIN_TARGET_PX.
 */

/** The coloured ring's width outside the hold. */
export const RING_PX = 4;
/** The dark halo around the ring, so it reads on a light hold, a dark hold or the dimmed wall. */
export const HALO_PX = 2.5;
/** The smallest ring on screen (WCAG 2.5.8's 24 px target): a smaller hold gets a circle this wide. */
export const MIN_TARGET_PX = 24;
/** The role letter's (or circuit number's) badge: its height and font size. */
export const BADGE_PX = 18;
export const BADGE_FONT_PX = 12;

export type RingShape =
  /** The ring follows the hold's outline. */
  | { kind: 'outline' }
  /** The hold is too small on screen: a circle around its centre, `radius` px to the ring's middle. */
  | { kind: 'circle'; radius: number };

/**
 * The ring for a hold whose bounding box is `width` x `height` CSS px on screen. An outline ring is
 * the hold plus RING_PX on each side, so the hold's narrow side must be at least MIN_TARGET_PX less
 * two rings; below that, a circle whose inside is at least MIN_TARGET_PX across and clears the hold.
 */
export function ringShape(width: number, height: number): RingShape {
  if (Math.min(width, height) + 2 * RING_PX >= MIN_TARGET_PX) return { kind: 'outline' };
  const inner = Math.max(MIN_TARGET_PX / 2, Math.max(width, height) / 2 + 2);
  return { kind: 'circle', radius: inner + RING_PX / 2 };
}

/** How far outside the hold's box (px) the whole ring with its halo reaches. */
export function ringReach(shape: RingShape, width: number, height: number) {
  if (shape.kind === 'outline') return RING_PX + HALO_PX;
  return shape.radius + RING_PX / 2 + HALO_PX - Math.min(width, height) / 2;
}

/** A badge wide enough for its text ('S', '12', '1, 5'). */
export function badgeWidth(text: string) {
  return Math.max(BADGE_PX, text.length * 7 + 8);
}
