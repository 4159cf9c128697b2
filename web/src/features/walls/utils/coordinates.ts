/** [latitude, longitude], as the contract sends them. */
export type Coordinates = [number, number];

/** Coordinates as people read them, e.g. "59.33258, 18.06490" (5 decimals ≈ 1 m). */
export function formatCoordinates([lat, lon]: Coordinates) {
  return `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
}

/** Keeps a map click inside the contract's ranges: Leaflet reports longitudes past ±180 on a wrapped world. */
export function normalizeCoordinates(lat: number, lon: number): Coordinates {
  const wrappedLon = ((((lon + 180) % 360) + 360) % 360) - 180;
  return [Math.max(-90, Math.min(90, lat)), wrappedLon];
}
