import {
  readClimbDisplay,
  readSpotlightSetting,
  SPOTLIGHT_STRENGTH,
} from '../shared/canvas/climb-display-preferences';
import { ZOOM_MAX } from '../shared/canvas/math/view-transform';
import { CLIMB_VIEW_IDS, ZOOM_BUTTON_ATTRIBUTE } from './climb-view-markup';

/**
 * The first screen's controls in the states the app will draw them in: the Letters toggle and the
 * spotlight's switch and slider from this browser's preferences (the server writes the defaults),
 * and the zoom buttons disabled at either end of the zoom, as photo-canvas.tsx disables them.
 */
export function drawControlStates(
  document: Document,
  zoom: number,
  /** The lowest zoom the view allows (lowestZoom: below 1 where the sheet covers a tall photo). */
  lowest: number,
) {
  const byId = (id: string) => document.getElementById(id);
  const spotlight = readSpotlightSetting();
  byId(CLIMB_VIEW_IDS.letters)?.toggleAttribute('data-off', !readClimbDisplay().letters);
  const slider = byId(CLIMB_VIEW_IDS.spotlight);
  slider?.toggleAttribute('data-off', !spotlight.on);
  const share =
    (spotlight.strength - SPOTLIGHT_STRENGTH.min) / (SPOTLIGHT_STRENGTH.max - SPOTLIGHT_STRENGTH.min);
  slider?.style.setProperty('--fs-strength', `${share * 100}%`);
  const disabled = { in: zoom >= ZOOM_MAX, out: zoom <= lowest, reset: false };
  for (const button of document.querySelectorAll(`[${ZOOM_BUTTON_ATTRIBUTE}]`)) {
    const name = button.getAttribute(ZOOM_BUTTON_ATTRIBUTE) as keyof typeof disabled;
    button.toggleAttribute('data-disabled', disabled[name] ?? false);
  }
}
