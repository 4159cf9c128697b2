import { readClimbDisplay } from '../shared/canvas/climb-display-preferences';
import { ZOOM_MAX } from '../shared/canvas/math/view-transform';
import { CLIMB_VIEW_IDS, ZOOM_BUTTON_ATTRIBUTE } from './climb-view-markup';

/**
 * The first screen's controls in the states the app will draw them in: the Letters toggle from this
 * browser's preference (the server writes the default), and the zoom buttons disabled at either end of the zoom, as photo-canvas.tsx disables them.
 */
export function drawControlStates(
  document: Document,
  zoom: number,
  /** The lowest zoom the view allows (lowestZoom: below 1 where the sheet covers a tall photo). */
  lowest: number,
) {
  const byId = (id: string) => document.getElementById(id);
  byId(CLIMB_VIEW_IDS.letters)?.toggleAttribute('data-off', !readClimbDisplay().letters);
  const disabled = { in: zoom >= ZOOM_MAX, out: zoom <= lowest, reset: false };
  for (const button of document.querySelectorAll(`[${ZOOM_BUTTON_ATTRIBUTE}]`)) {
    const name = button.getAttribute(ZOOM_BUTTON_ATTRIBUTE) as keyof typeof disabled;
    button.toggleAttribute('data-disabled', disabled[name] ?? false);
  }
}
