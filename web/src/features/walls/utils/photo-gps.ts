import type { Coordinates } from './coordinates';

/**
 * The GPS position in a JPEG's EXIF data, or null. Read in the browser before upload because the
 * server strips metadata (GPS is never stored). exifr loads on demand: only the wall form needs it.
 */
export async function readPhotoGps(file: Blob): Promise<Coordinates | null> {
  try {
    const { gps } = await import('exifr');
    const position = await gps(file);
    const { latitude, longitude } = position ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return [latitude, longitude];
  } catch {
    // A photo without EXIF, or EXIF exifr cannot parse, simply has no position.
    return null;
  }
}
