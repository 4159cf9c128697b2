import type { HoldMark } from './types';

type ShownMark = Exclude<HoldMark, 'unselected'>;

/** The spec's hold colours: start green, intermediate blue, foot yellow, hand-only orange, top red. */
export const HOLD_COLORS: Record<ShownMark, string> = {
  start: '#2fb344',
  intermediate: '#1c7ed6',
  foot: '#fcc419',
  hand: '#fd7e14',
  top: '#e03131',
};

/** Colour-blind mode draws every hold white with its role's letter. */
export const COLOR_BLIND_LETTERS: Record<ShownMark, string> = {
  start: 'S',
  intermediate: 'I',
  foot: 'F',
  hand: 'H',
  top: 'T',
};

/** Opacity of a selected hold's annotation, so the hold stays visible under it. */
export const MARK_OPACITY = 0.5;
