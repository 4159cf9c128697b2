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

/**
 * The climb page's rings: the same hues one step lighter, so a ring stands out from its dark halo
 * and the dimmed wall (a hold painted the same colour sits inside the ring, not under it).
 */
export const RING_COLORS: Record<ShownMark, string> = {
  start: '#51cf66',
  intermediate: '#4dabf7',
  foot: '#ffd43b',
  hand: '#ff922b',
  top: '#ff6b6b',
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
