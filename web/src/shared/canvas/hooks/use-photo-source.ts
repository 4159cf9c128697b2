import { useEffect, useState } from 'react';
import { pickPhotoSource, type PhotoSource } from '../math/pick-photo-source';
import type { CanvasPhoto } from '../types';

/**
 * The image the canvas shows: first the variant that fits the screen at zoom 1, whatever the zoom
 * then (a small download; the file the first screen shows, web/src/first-screen), swapped for a
 * sharper one once zoomed, but only after the sharper one has downloaded (the old one stays until
 * then). It never swaps back to a blurrier one while the photo stays the same.
 */
export function usePhotoSource(photo: CanvasPhoto, displayedWidth: number, zoom: number) {
  const [shown, setShown] = useState<{ photo: string; source: PhotoSource } | null>(null);
  const dpr = window.devicePixelRatio || 1;
  const first = displayedWidth > 0 ? pickPhotoSource(photo, displayedWidth, 1, dpr) : null;
  const wanted = displayedWidth > 0 ? pickPhotoSource(photo, displayedWidth, zoom, dpr) : null;
  const current = shown?.photo === photo.image_url ? shown.source : null;
  const upgrade = wanted && current && wanted.width > current.width ? wanted : null;

  // The first source shows at once; later ones are downloaded before they replace it.
  const firstUrl = first?.url;
  const firstWidth = first?.width;
  useEffect(() => {
    if (firstUrl !== undefined && firstWidth !== undefined && !current)
      setShown({ photo: photo.image_url, source: { url: firstUrl, width: firstWidth } });
  }, [firstUrl, firstWidth, current, photo.image_url]);

  const upgradeUrl = upgrade?.url;
  const upgradeWidth = upgrade?.width;
  useEffect(() => {
    if (!upgradeUrl || upgradeWidth === undefined) return;
    let cancelled = false;
    const image = new Image();
    image.src = upgradeUrl;
    image
      .decode()
      .then(() => {
        if (!cancelled)
          setShown({ photo: photo.image_url, source: { url: upgradeUrl, width: upgradeWidth } });
      })
      // A failed download leaves the current image, which is still right, only less sharp.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [upgradeUrl, upgradeWidth, photo.image_url]);

  return current ?? null;
}
