import { TileLayer } from 'react-leaflet';
import { publicConfig } from '../../../shared/util/public-config';

/** The configured map tiles; with no network they fail quietly and markers still show. */
export function MapTiles() {
  const { map_tile_url, map_attribution } = publicConfig();
  return <TileLayer url={map_tile_url} attribution={map_attribution} />;
}
