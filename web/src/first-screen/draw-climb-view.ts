import { visitorCanvasExtraPadding } from '../shared/canvas/canvas-extra-padding';
import { readClimbDisplay } from '../shared/canvas/climb-display-preferences';
import { createSvgNode } from '../shared/canvas/dom/create-svg-node';
import { canvasView, photoViewBox } from '../shared/canvas/math/canvas-view';
import { openingTransform } from '../shared/canvas/math/climb-fit';
import { climbLayerSvg } from '../shared/canvas/math/climb-layer-geometry';
import { controlsCorner, controlsStyle } from '../shared/canvas/math/controls-placement';
import { pickPhotoSource } from '../shared/canvas/math/pick-photo-source';
import { fitToScreen, lowestZoom, transformCss } from '../shared/canvas/math/view-transform';
import { coveredBottomOf, elementSize } from '../shared/canvas/measure';
import { climbFocus, climbHoldBoxes, climbMarks } from '../shared/canvas/climb-marks';
import { CLIMB_LAYER_ID_PREFIX, CLIMB_VIEW_IDS, type ClimbViewData } from './climb-view-markup';
import { drawControlStates } from './draw-control-states';

/**
 * Draws the server's first screen of a climb page as the app's climb page will (PhotoCanvas with
 * ClimbImageTab's ClimbLayer): the photo fitted to the climb's holds above the sheet, the variant
 * that fits the screen, the rings. Every rule is the app's own code, imported from its own file
 * (never an index, which would bring React in); only React is left out.
 * Throws on markup it does not expect (climb-view.ts catches).
 */
export function drawClimbView(document: Document, window: Window) {
  const byId = (id: string) => document.getElementById(id);
  const data = JSON.parse(byId(CLIMB_VIEW_IDS.data)!.textContent!) as ClimbViewData;
  const { photo } = data;

  const container = elementSize(byId(CLIMB_VIEW_IDS.canvas)!);
  const sheet = byId(CLIMB_VIEW_IDS.sheet);
  const coveredBottom = (sheet ? coveredBottomOf(sheet) : null) ?? 0;
  const base = fitToScreen(container, { width: photo.image_width, height: photo.image_height });
  // The app draws nothing either until the canvas has a size.
  if (base.width <= 0) return;

  const marks = climbMarks(data.holds, data.climb);
  const padding = visitorCanvasExtraPadding((query) => window.matchMedia(query));
  const t = openingTransform(container, base, climbFocus(marks), padding, coveredBottom);

  const content = byId(CLIMB_VIEW_IDS.content)!;
  content.style.width = `${base.width}px`;
  content.style.height = `${base.height}px`;
  content.style.transform = transformCss(t);

  const image = byId(CLIMB_VIEW_IDS.photo) as HTMLImageElement;
  image.src = pickPhotoSource(photo, base.width, 1, window.devicePixelRatio || 1).url;

  const layers = byId(CLIMB_VIEW_IDS.layers)!;
  layers.setAttribute('viewBox', photoViewBox(photo));
  const layer = climbLayerSvg(marks, canvasView(photo, base.width, t.zoom), {
    ...readClimbDisplay(),
    idPrefix: CLIMB_LAYER_ID_PREFIX,
  });
  layers.textContent = '';
  layers.appendChild(createSvgNode(document, layer));

  // The zoom buttons in the corner the app's canvas puts them in: clear of the climb's holds.
  const controls = byId(CLIMB_VIEW_IDS.controls)!;
  const corner = controlsCorner(
    container,
    base,
    t,
    climbHoldBoxes(marks),
    elementSize(controls),
    coveredBottom,
  );
  Object.assign(controls.style, controlsStyle(corner, coveredBottom));
  drawControlStates(document, t.zoom, lowestZoom(container, base, coveredBottom));
}
