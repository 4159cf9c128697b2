/** Query keys for lists; every list change invalidates ['lists'] (and the climbs, for the list filter). */
export const listKeys = {
  all: ['lists'] as const,
  wall: (wallId: string) => ['lists', 'wall', wallId] as const,
  detail: (id: string) => ['lists', 'detail', id] as const,
  rankings: (id: string) => ['lists', 'rankings', id] as const,
};
