import type { Coordinates } from './coordinates';

export type LocationErrorCode = 'unsupported' | 'permission' | 'unavailable' | 'timeout' | 'unknown';

/** The texts of the spec's 'Location error' toast (section 8), by cause. */
export const LOCATION_ERROR_TEXT: Record<LocationErrorCode, string> = {
  unsupported: 'Geolocation not supported',
  permission: 'Permission denied',
  unavailable: 'Position unavailable',
  timeout: 'Timeout',
  unknown: 'Unknown error',
};

// GeolocationPositionError's codes; the constants are not defined everywhere (jsdom, old browsers).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export const LOCATE_TIMEOUT_MS = 10_000;

export class LocationError extends Error {
  constructor(readonly code: LocationErrorCode) {
    super(LOCATION_ERROR_TEXT[code]);
  }
}

function toLocationError(error: unknown): LocationError {
  if (error instanceof LocationError) return error;
  const code = (error as { code?: number } | null)?.code;
  if (code === PERMISSION_DENIED) return new LocationError('permission');
  if (code === POSITION_UNAVAILABLE) return new LocationError('unavailable');
  if (code === TIMEOUT) return new LocationError('timeout');
  return new LocationError('unknown');
}

function currentPosition(geo: Geolocation, enableHighAccuracy: boolean) {
  return new Promise<GeolocationPosition>((resolve, reject) =>
    geo.getCurrentPosition(resolve, reject, {
      enableHighAccuracy,
      timeout: LOCATE_TIMEOUT_MS,
      maximumAge: 0,
    }),
  );
}

/**
 * The device's position as [latitude, longitude]. Indoors (in a gym) a GPS fix often never
 * comes, so a high-accuracy timeout is retried once with the network-based low-accuracy fix.
 * Rejects with a LocationError whose message is the spec's text.
 */
export async function locateDevice(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  if (!geo) throw new LocationError('unsupported');
  let position: GeolocationPosition;
  try {
    position = await currentPosition(geo, true);
  } catch (error) {
    if ((error as { code?: number } | null)?.code !== TIMEOUT) throw toLocationError(error);
    position = await currentPosition(geo, false).catch((retryError: unknown) => {
      throw toLocationError(retryError);
    });
  }
  return [position.coords.latitude, position.coords.longitude];
}
