import type { CanvasView } from '../types';

/**
 * What the layers are drawn with: the photo's pixels as the viewBox, and how many CSS px on screen
 * one of them takes at this zoom (`baseWidth`: the photo's width on screen at zoom 1).
 */
export function canvasView(
  photo: { image_width: number; image_height: number },
  baseWidth: number,
  zoom: number,
): CanvasView {
  return {
    zoom,
    width: photo.image_width,
    height: photo.image_height,
    scale: photo.image_width > 0 ? (baseWidth * zoom) / photo.image_width : 1,
  };
}

/** The layers' viewBox: the photo's own pixels. */
export const photoViewBox = (photo: { image_width: number; image_height: number }) =>
  `0 0 ${photo.image_width} ${photo.image_height}`;
