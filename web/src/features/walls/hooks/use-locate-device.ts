import { useState } from 'react';
import { formatCoordinates, type Coordinates } from '../utils/coordinates';
import { LOCATION_ERROR_TEXT, LocationError, locateDevice } from '../utils/geolocation';
import { showToast } from '../../../shared/ui/overlays';
import { LOCATION_ERROR, LOCATION_FOUND } from '../../../shared/util/texts';

/** "Use my location": finds the device's position and reports the outcome as a toast (spec 8). */
export function useLocateDevice(onFound: (coordinates: Coordinates) => void) {
  const [locating, setLocating] = useState(false);
  const locate = async () => {
    setLocating(true);
    try {
      const coordinates = await locateDevice();
      onFound(coordinates);
      showToast({
        title: LOCATION_FOUND,
        message: formatCoordinates(coordinates),
        color: 'green',
        autoClose: 3000,
      });
    } catch (error) {
      showToast({
        title: LOCATION_ERROR,
        message: error instanceof LocationError ? error.message : LOCATION_ERROR_TEXT.unknown,
        color: 'red',
        autoClose: 6000,
      });
    } finally {
      setLocating(false);
    }
  };
  return { locate, locating };
}
