/**
 * The photo canvas other features draw on: import it from here, never from canvas' own folders.
 * Layers (holds, a drafted outline, suggestions, conditions…) are children; the core needs no
 * change for a new one.
 */
export { PhotoCanvas } from './components/photo-canvas';
export { HoldLayer, type HoldLayerProps } from './components/hold-layer';
export { holdAt, pickedOutline, pickHold, TAP_REACH_PX, type HitHold } from './math/hit-test';
export { ClimbLayer, type ClimbLayerProps } from './components/climb-layer';
export { boundsOf, WHOLE_HEIGHT, type PhotoBox } from './math/climb-fit';
export { isTap } from './math/view-transform';
export { svgPoints } from './math/svg-points';
export {
  DISPLAY_PREFERENCES,
  SPOTLIGHT_STRENGTH,
  spotlightDimming,
  useColorBlindMode,
  useLetters,
  useSpotlight,
  useSpotlightStrength,
} from './display-preferences';
export { HOLD_COLORS, RING_COLORS, COLOR_BLIND_LETTERS } from './hold-colors';
export { useCanvasExtraPadding } from './hooks/use-canvas-extra-padding';
export { coveredBottomOf } from './measure';
export type { CanvasPhoto, CanvasView, HoldMark, MarkedHold, PhotoCanvasProps, TapScreen } from './types';
