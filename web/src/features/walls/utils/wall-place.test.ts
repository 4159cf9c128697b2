import type { WallAddress } from '@spraybook/contract';
import { NO_WALL_ADDRESS } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { formatWallPlace } from './wall-place';

const place = (gym_name: string | null, address: Partial<WallAddress>) =>
  formatWallPlace({ gym_name, address: { ...NO_WALL_ADDRESS, ...address } });

describe('formatWallPlace', () => {
  it("reads 'Gym · Road 12, City, Country'", () => {
    expect(
      place('Gym', { road: 'Road', house_number: '12', suburb: 'Suburb', city: 'City', country: 'Country' }),
    ).toBe('Gym · Road 12, City, Country');
  });
  it('takes the municipality when there is no city, and prefers the city when there are both', () => {
    expect(place(null, { municipality: 'Kommun', country: 'Country' })).toBe('Kommun, Country');
    expect(place(null, { city: 'City', municipality: 'Kommun' })).toBe('City');
  });
  it('leaves out what is not known, and a house number without its road', () => {
    expect(place('Gym', {})).toBe('Gym');
    expect(place(null, { house_number: '12', city: 'City' })).toBe('City');
    expect(place(null, { road: 'Road' })).toBe('Road');
  });
  it('is null when neither a gym nor an address is known', () => {
    expect(place(null, {})).toBeNull();
  });
});
