import { useEffect } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { normalizeCoordinates, type Coordinates } from '../utils/coordinates';
import { InvalidateSizeOnResize } from './invalidate-size-on-resize';
import { MapTiles } from './map-tiles';
import './leaflet-setup';
import leaflet from './leaflet-map.module.css';

const EUROPE: Coordinates = [50, 10];
const CLOSE_ZOOM = 15;

interface LocationPickerMapProps {
  value: Coordinates | null;
  onChange: (coordinates: Coordinates) => void;
}

/** A map where a tap (or dragging the marker) sets the wall's position. */
export function LocationPickerMap({ value, onChange }: LocationPickerMapProps) {
  return (
    <MapContainer
      center={value ?? EUROPE}
      zoom={value ? CLOSE_ZOOM : 3}
      // The page scrolls on wheel; zoom with the buttons or a pinch.
      scrollWheelZoom={false}
      className={leaflet.map}
      style={{ height: 260, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      aria-label="Map: tap to set the wall's location"
    >
      <MapTiles />
      <InvalidateSizeOnResize />
      <SetOnClick onChange={onChange} />
      <ShowValue value={value} />
      {value && (
        <Marker
          position={value}
          draggable
          title="Wall location"
          alt="Wall location marker"
          eventHandlers={{
            dragend: (e) => {
              const { lat, lng } = (e.target as LeafletMarker).getLatLng();
              onChange(normalizeCoordinates(lat, lng));
            },
          }}
        />
      )}
    </MapContainer>
  );
}

function SetOnClick({ onChange }: { onChange: (coordinates: Coordinates) => void }) {
  useMapEvents({ click: (e) => onChange(normalizeCoordinates(e.latlng.lat, e.latlng.lng)) });
  return null;
}

/** Brings a position set elsewhere (my location, photo GPS, typed numbers) into view, close up. */
function ShowValue({ value }: { value: Coordinates | null }) {
  const map = useMap();
  const lat = value?.[0];
  const lon = value?.[1];
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    if (map.getZoom() < 10 || !map.getBounds().contains([lat, lon]))
      map.setView([lat, lon], Math.max(map.getZoom(), CLOSE_ZOOM));
  }, [map, lat, lon]);
  return null;
}
