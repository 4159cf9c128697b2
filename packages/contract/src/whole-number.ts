import { z } from 'zod';

/**
 * A whole number from a query string within [min, max], one detail naming the parameter for every way
 * it can be wrong (not a number, a fraction, too small, too big), so the caller learns the range.
 */
export const queryWholeNumber = (name: string, min: number, max: number) => {
  const detail = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number(detail).int(detail).min(min, detail).max(max, detail);
};
