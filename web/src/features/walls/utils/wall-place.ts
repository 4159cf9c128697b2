import type { Wall } from '@spraybook/contract';

/**
 * Where a wall is, in one line: 'Gym · Road 12, City, Country'. The town is the city, else the municipality;
 * what is not known is left out, and null when nothing is.
 */
export function formatWallPlace(wall: Pick<Wall, 'gym_name' | 'address'>): string | null {
  const { road, house_number, city, municipality, country } = wall.address;
  const street = [road, road && house_number].filter(Boolean).join(' ');
  const address = [street, city ?? municipality, country].filter(Boolean).join(', ');
  return [wall.gym_name, address].filter(Boolean).join(' · ') || null;
}
