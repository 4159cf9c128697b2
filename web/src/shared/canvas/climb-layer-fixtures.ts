import type { MarkedHold } from './types';

/** Test holds for the climb layer's tests: a 1000 x 500 photo shown at 0.5 CSS px per photo pixel. */
export const FIXTURE_VIEW = { zoom: 1, width: 1000, height: 500, scale: 0.5 };

/** A square outline at (x, y), `side` wide, relative to the photo. */
export const square = (x: number, y: number, side: number) => [
  { x, y },
  { x: x + side, y },
  { x: x + side, y: y + side },
  { x, y: y + side },
];

/** A start, a hand hold, a foot hold too small for an outline ring, a circuit-numbered top, and an unselected hold. */
export const FIXTURE_HOLDS: MarkedHold[] = [
  { id: 'start', polygon: square(0.1, 0.8, 0.1), mark: 'start' },
  { id: 'hand', polygon: square(0.3, 0.5, 0.1), mark: 'intermediate' },
  { id: 'tiny', polygon: square(0.5, 0.3, 0.01), mark: 'foot' },
  { id: 'top', polygon: square(0.4, 0.1, 0.1), mark: 'top', label: '4' },
  { id: 'other', polygon: square(0.7, 0.7, 0.1), mark: 'unselected' },
];
