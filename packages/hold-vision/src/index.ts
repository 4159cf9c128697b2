/**
 * Hold tracing on a photo's pixels, with no DOM and no model: the hold under a tap (`outlineAt`) and
 * every hold found (`suggestHolds`), as outlines relative 0..1. The web runs it in a Worker through
 * `createHoldVisionHandler`; Node runs it in tests, the `holds` command and the evaluation bench.
 */
export type { Point, Polygon, RgbaImage } from './image.ts';
export { outlineAt, type OutlineOptions } from './outline.ts';
export { suggestHolds, type Suggestion, type SuggestOptions } from './suggest.ts';
export { polygonIou } from './overlap.ts';
export {
  holdProbability,
  learnWall,
  MIN_KNOWN_HOLDS,
  type LearnInput,
  type WallModel,
} from './wall-model.ts';
export {
  createHoldVisionHandler,
  NO_PHOTO_ERROR,
  type Learned,
  type HoldVisionRequest,
  type HoldVisionResponse,
} from './worker-protocol.ts';
