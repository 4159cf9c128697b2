import { describe, expect, it } from 'vitest';
import { formatCoordinates, normalizeCoordinates } from './coordinates';

describe('coordinates', () => {
  it('formats with five decimals', () => {
    expect(formatCoordinates([59.332577, 18.0649])).toBe('59.33258, 18.06490');
  });

  it('wraps longitudes from a scrolled world map back into -180..180', () => {
    expect(normalizeCoordinates(10, 190)).toEqual([10, -170]);
    expect(normalizeCoordinates(10, -200)).toEqual([10, 160]);
    expect(normalizeCoordinates(95, 20)).toEqual([90, 20]);
  });
});
