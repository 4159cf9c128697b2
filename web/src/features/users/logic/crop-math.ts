/**
 * The profile-picture cropper's geometry, in plain numbers: a square viewport of `view` pixels with a
 * circle inside it, the image scaled so that zoom 1 just covers it, and moved by an offset of its
 * centre from the viewport's centre. Spec 9: zoom 0.1 to 2.
 */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 2;
/** The side of the picture sent to the server (it keeps 256 and 96 px): room for a sharp downscale. */
export const OUTPUT_SIZE = 512;

export interface Crop {
  zoom: number;
  /** The image centre's offset from the viewport centre, in viewport pixels. */
  x: number;
  y: number;
}

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** The image's size on screen at `zoom`: zoom 1 covers the viewport with its shorter side. */
export function shownSize(image: { width: number; height: number }, view: number, zoom: number) {
  const scale = (view / Math.min(image.width, image.height)) * zoom;
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * Keeps the picture where it makes sense: a picture larger than the viewport always covers it, and a
 * smaller one (zoomed out) stays whole inside it.
 */
export function clampCrop(crop: Crop, image: { width: number; height: number }, view: number): Crop {
  const zoom = clampZoom(crop.zoom);
  const { width, height } = shownSize(image, view, zoom);
  const limit = (size: number, v: number) => {
    const room = Math.abs(size - view) / 2;
    return Math.min(room, Math.max(-room, v));
  };
  return { zoom, x: limit(width, crop.x), y: limit(height, crop.y) };
}

/** Where to draw the image on the square output canvas of `output` pixels to get what the viewport shows. */
export function outputRect(
  crop: Crop,
  image: { width: number; height: number },
  view: number,
  output = OUTPUT_SIZE,
) {
  const k = output / view;
  const { width, height } = shownSize(image, view, crop.zoom);
  return {
    x: output / 2 + crop.x * k - (width * k) / 2,
    y: output / 2 + crop.y * k - (height * k) / 2,
    width: width * k,
    height: height * k,
  };
}
