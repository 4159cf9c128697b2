import { MapContainer, Marker } from 'react-leaflet';
import type { Coordinates } from '../utils/coordinates';
import { MAP_HEIGHT } from './map-height';
import { InvalidateSizeOnResize } from './invalidate-size-on-resize';
import { MapTiles } from './map-tiles';
import './leaflet-setup';
import leaflet from './leaflet-map.module.css';

/** A small still map of where the wall is: no dragging or zooming, so the page scrolls over it. */
export function WallLocationMap({ coordinates, name }: { coordinates: Coordinates; name: string }) {
  return (
    <MapContainer
      center={coordinates}
      zoom={13}
      className={leaflet.map}
      style={{ height: MAP_HEIGHT, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      dragging={false}
      touchZoom={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
      aria-label={`Map showing where ${name} is`}
    >
      <MapTiles />
      <InvalidateSizeOnResize />
      <Marker position={coordinates} title={name} alt={`Marker for ${name}`} keyboard={false} />
    </MapContainer>
  );
}
