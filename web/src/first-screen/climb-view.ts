import { drawClimbView } from './draw-climb-view';

/**
 * The first screen's script of a climb page (built to dist/first-screen/climb-view.js by
 * scripts/build-first-screen.mjs; the server inlines it after the markup, allowed by its hash):
 * it runs while the HTML is parsed, so the photo is fitted and the climb ringed before the first
 * paint. It never throws: whatever it could not draw, the app draws once it starts.
 */
try {
  drawClimbView(document, window);
} catch {
  // The first screen stays as the server wrote it until the app replaces it.
}
