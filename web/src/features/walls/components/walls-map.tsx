import { useMemo } from 'react';
import type { MapWall } from '@spraybook/contract';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import type { Coordinates } from '../utils/coordinates';
import { FitToPoints } from './fit-to-points';
import { MapTiles } from './map-tiles';
import './leaflet-setup';
import leaflet from './leaflet-map.module.css';
import classes from './walls-map.module.css';

/** Europe, where most walls are, for a map with no markers yet. */
const DEFAULT_CENTER: Coordinates = [50, 10];
const DEFAULT_ZOOM = 4;

/** Every wall as a marker; its popup links to the wall. */
export function WallsMap({ walls }: { walls: readonly MapWall[] }) {
  const points = useMemo(() => walls.map((w) => w.coordinates), [walls]);
  return (
    <MapContainer
      center={DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      className={`${classes.map} ${leaflet.map}`}
      worldCopyJump
    >
      <MapTiles />
      <FitToPoints points={points} />
      {walls.map((wall) => (
        <Marker key={wall.id} position={wall.coordinates} title={wall.name} alt={`Marker for ${wall.name}`}>
          <Popup>
            <Link to={`/walls/${wall.id}`} className={classes.popupName}>
              {wall.name}
            </Link>
            <span className={classes.popupGym}>{wall.gym_name ? `At ${wall.gym_name}` : 'No gym set'}</span>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
