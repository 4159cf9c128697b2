import { useEffect, useMemo, useRef, useState } from 'react';
import type { WallAddress } from '@spraybook/contract';
import { NO_WALL_ADDRESS } from '@spraybook/contract/plain';
import { publicConfig } from '../../../shared/util/public-config';
import type { Coordinates } from '../utils/coordinates';
import { latestWinsThrottle } from '../utils/latest-wins-throttle';
import { addressFromNominatim, reverseGeocodeUrl } from '../utils/reverse-geocode';

/** Nominatim's usage policy: at most one request a second. */
const GEOCODER_INTERVAL_MS = 1000;

export type GeocodeStatus = 'off' | 'idle' | 'looking' | 'found' | 'none' | 'failed';

/**
 * Asks the configured reverse geocoder for the address at each picked position and hands it to `onFound`. Only
 * the coordinates leave the browser; the request goes without cookies, and the page's origin as its Referer
 * identifies the app (a browser cannot set User-Agent). The latest pick wins: a pick made while an answer is on its
 * way makes that answer count for nothing.
 */
export function useReverseGeocode(onFound: (address: WallAddress) => void) {
  // An answer cached by an older app (before the geocoder) has no geocoder_url: no geocoder then.
  const geocoderUrl = publicConfig().geocoder_url ?? null;
  const [status, setStatus] = useState<GeocodeStatus>(geocoderUrl ? 'idle' : 'off');
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  const latestPick = useRef(0);

  const throttle = useMemo(
    () =>
      latestWinsThrottle<{ pick: number; coordinates: Coordinates }>(async ({ pick, coordinates }) => {
        if (!geocoderUrl) return;
        const isLatest = () => pick === latestPick.current;
        try {
          const res = await fetch(reverseGeocodeUrl(geocoderUrl, coordinates), {
            credentials: 'omit',
            headers: { Accept: 'application/json' },
          });
          if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
          const address = addressFromNominatim(await res.json());
          if (!isLatest()) return;
          // No address here (at sea): the previous pick's address must not stay as if it were this one's.
          found.current(address ?? NO_WALL_ADDRESS);
          setStatus(address ? 'found' : 'none');
        } catch {
          if (isLatest()) setStatus('failed');
        }
      }, GEOCODER_INTERVAL_MS),
    [geocoderUrl],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);

  const lookUp = (coordinates: Coordinates) => {
    if (!geocoderUrl) return;
    latestPick.current += 1;
    setStatus('looking');
    throttle.call({ pick: latestPick.current, coordinates });
  };
  return { lookUp, status };
}
