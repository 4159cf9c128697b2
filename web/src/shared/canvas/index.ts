/**
 * The photo canvas other features draw on: import it from here, never from canvas' own folders.
 * Layers (holds, a drafted outline, suggestions, conditions…) are children; the core needs no
 * change for a new one.
 */
export { PhotoCanvas } from './components/photo-canvas';
export { HoldLayer, type HoldLayerProps } from './components/hold-layer';
export { holdAt, pickHold, TAP_REACH_PX, type HitHold } from './math/hit-test';
export { HOLD_COLORS, COLOR_BLIND_LETTERS } from './hold-colors';
export { useCanvasExtraPadding } from './hooks/use-canvas-extra-padding';
export type { CanvasPhoto, CanvasView, HoldMark, MarkedHold, PhotoCanvasProps, TapScreen } from './types';
