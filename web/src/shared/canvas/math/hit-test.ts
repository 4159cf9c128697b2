import { distanceToOutline, pointInPolygon, polygonArea, type Point } from '@spraybook/hold-vision/geometry';
import type { TapScreen } from '../types';

/** How far (CSS px on screen) outside an outline a tap still picks that hold: a fingertip's reach. */
export const TAP_REACH_PX = 20;

export interface HitHold {
  id: string;
  polygon: readonly Point[];
}

/** The hold under a point, inside only; where outlines overlap the smallest wins (a hold drawn on a volume). */
export function holdAt(holds: readonly HitHold[], point: Point): string | null {
  let best: { id: string; area: number } | null = null;
  for (const hold of holds) {
    if (hold.polygon.length < 3 || !pointInPolygon(hold.polygon, point)) continue;
    const area = polygonArea(hold.polygon);
    if (!best || area < best.area) best = { id: hold.id, area };
  }
  return best?.id ?? null;
}

/**
 * The hold a tap means, the one hit test of the screens where a tap picks a hold (the climb editor
 * and the holds filter; a tap on the climb page opens its sheet wherever it lands, and the hold
 * editor's Delete takes only a hold the tap is inside, `holdAt`): a hold the tap is inside wins; otherwise the
 * hold whose outline is nearest, if within `reach` CSS px as the photo is shown; equal distances
 * (and overlapping holds the tap is inside) go to the smaller hold. Distances are measured on screen,
 * so a small hold is as easy to hit at fit zoom as a big one.
 */
export function pickHold(
  holds: readonly HitHold[],
  point: Point,
  screen: TapScreen,
  reach: number = TAP_REACH_PX,
): string | null {
  const inside = holdAt(holds, point);
  if (inside) return inside;
  const { x: sx, y: sy } = screen.pixelsPerUnit;
  const tap = { x: point.x * sx, y: point.y * sy };
  let best: { id: string; distance: number; area: number } | null = null;
  for (const hold of holds) {
    if (hold.polygon.length < 3) continue;
    const onScreen = hold.polygon.map((p) => ({ x: p.x * sx, y: p.y * sy }));
    const distance = distanceToOutline(onScreen, tap);
    if (distance > reach) continue;
    const area = polygonArea(onScreen);
    // Within a tenth of a pixel counts as a tie: nobody aims that finely.
    const closer = !best || distance < best.distance - 0.1;
    const tied = best && Math.abs(distance - best.distance) <= 0.1;
    if (closer || (tied && area < best!.area)) best = { id: hold.id, distance, area };
  }
  return best?.id ?? null;
}

/** The outline of the hold a tap here would pick (`pickHold`): what the loupe rings under the finger. */
export function pickedOutline(
  holds: readonly HitHold[],
  point: Point,
  screen: TapScreen,
): readonly Point[] | null {
  const id = pickHold(holds, point, screen);
  return holds.find((hold) => hold.id === id)?.polygon ?? null;
}
