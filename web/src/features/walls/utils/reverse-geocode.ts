import type { WallAddress } from '@spraybook/contract';
import { WALL_ADDRESS_PART_MAX } from '@spraybook/contract/plain';
import type { Coordinates } from './coordinates';

/**
 * Nominatim's `reverse` call for a position: the coordinates and the answer's format, nothing else about the
 * setter (no e-mail, no wall). zoom=18 asks for the building, so the road and house number come back.
 */
export function reverseGeocodeUrl(geocoderUrl: string, [lat, lon]: Coordinates): string {
  const params = new URLSearchParams({
    format: 'jsonv2',
    lat: String(lat),
    lon: String(lon),
    zoom: '18',
    addressdetails: '1',
  });
  return `${geocoderUrl.replace(/\/+$/, '')}/reverse?${params}`;
}

const part = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, WALL_ADDRESS_PART_MAX) : null;

/**
 * The wall's address parts from a jsonv2 answer's `address`. Nominatim names the town `city`, `town` or `village`
 * by its size: all three fill the city. An answer without an address (`{"error": …}` at sea) gives null.
 */
export function addressFromNominatim(answer: unknown): WallAddress | null {
  const address = (answer as { address?: Record<string, unknown> } | null)?.address;
  if (!address || typeof address !== 'object') return null;
  return {
    road: part(address.road),
    house_number: part(address.house_number),
    suburb: part(address.suburb),
    city_district: part(address.city_district),
    city: part(address.city) ?? part(address.town) ?? part(address.village),
    county: part(address.county),
    municipality: part(address.municipality),
    country: part(address.country),
  };
}
