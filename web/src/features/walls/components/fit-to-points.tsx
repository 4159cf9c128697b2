import { useEffect } from 'react';
import { latLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import type { Coordinates } from '../utils/coordinates';

/** Zooms the map to show every point (no further in than `maxZoom`); leaves it alone when there are none. */
export function FitToPoints({ points, maxZoom = 14 }: { points: readonly Coordinates[]; maxZoom?: number }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points.map(([lat, lon]) => [lat, lon])), { padding: [40, 40], maxZoom });
  }, [map, points, maxZoom]);
  return null;
}
