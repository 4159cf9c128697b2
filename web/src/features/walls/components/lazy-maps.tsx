import { lazy } from 'react';

// Leaflet is only needed on screens with a map: load it with the first of them, not with the app.
export const LazyWallsMap = lazy(() => import('./walls-map').then((m) => ({ default: m.WallsMap })));
export const LazyWallLocationMap = lazy(() =>
  import('./wall-location-map').then((m) => ({ default: m.WallLocationMap })),
);
export const LazyLocationPickerMap = lazy(() =>
  import('./location-picker-map').then((m) => ({ default: m.LocationPickerMap })),
);
