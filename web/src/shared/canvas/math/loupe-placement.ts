import type { Point } from '@spraybook/hold-vision/geometry';
import type { Size } from './view-transform';

/** The loupe's diameter (CSS px): big enough to show a hold and its neighbours, small enough for a phone. */
export const LOUPE_SIZE_PX = 140;
/** How much larger than the photo on screen the loupe shows it. */
export const LOUPE_MAGNIFICATION = 2.5;
/** Room between the fingertip and the loupe, so the finger's own width never covers it. */
const FINGER_GAP_PX = 48;
const EDGE_PX = 4;

/**
 * Where the loupe goes (its top-left corner in container px): above the finger, centred on it; below
 * when the finger is too near the top to fit it above; always inside the container across.
 */
export function loupePlacement(finger: Point, container: Size): { left: number; top: number } {
  const left = Math.min(
    Math.max(finger.x - LOUPE_SIZE_PX / 2, EDGE_PX),
    Math.max(container.width - LOUPE_SIZE_PX - EDGE_PX, EDGE_PX),
  );
  const above = finger.y - FINGER_GAP_PX - LOUPE_SIZE_PX;
  const top = above >= EDGE_PX ? above : finger.y + FINGER_GAP_PX;
  return { left, top };
}
