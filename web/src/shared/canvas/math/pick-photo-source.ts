export interface PhotoSource {
  width: number;
  url: string;
}

/**
 * The image to show: the narrowest WebP variant with at least as many pixels as the photo covers on
 * screen (its fitted width × zoom × device pixel ratio), else the original when it is sharper than
 * every variant, else the widest variant.
 */
export function pickPhotoSource(
  photo: { image_url: string; image_width: number; image_variants: readonly PhotoSource[] },
  displayedWidth: number,
  zoom: number,
  devicePixelRatio: number,
): PhotoSource {
  const needed = displayedWidth * zoom * devicePixelRatio;
  const variants = [...photo.image_variants].sort((a, b) => a.width - b.width);
  const fitting = variants.find((v) => v.width >= needed);
  if (fitting) return fitting;
  const widest = variants.at(-1);
  if (!widest || photo.image_width > widest.width) return { width: photo.image_width, url: photo.image_url };
  return widest;
}
