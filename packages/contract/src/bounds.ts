/**
 * Bounds the web checks as it is typed, before the API is asked (plain, no zod): the schemas refuse the same
 * values (`bounds.test.ts` keeps them equal).
 */

/** A tick's attempts: whole numbers in this range (AscentBody). */
export const ASCENT_ATTEMPTS_RANGE = { min: 1, max: 10_000 } as const;

/** A position's latitude and longitude in degrees (Coordinates). */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** Whether `attempts` is a number of attempts a tick may have. */
export function isAscentAttempts(attempts: number) {
  return (
    Number.isInteger(attempts) &&
    attempts >= ASCENT_ATTEMPTS_RANGE.min &&
    attempts <= ASCENT_ATTEMPTS_RANGE.max
  );
}

/** Whether a latitude and longitude make a position a wall may have. */
export function isPosition(latitude: number, longitude: number) {
  return (
    latitude >= LATITUDE_RANGE.min &&
    latitude <= LATITUDE_RANGE.max &&
    longitude >= LONGITUDE_RANGE.min &&
    longitude <= LONGITUDE_RANGE.max
  );
}
