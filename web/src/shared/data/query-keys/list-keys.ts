/** Query keys for lists; shared/data/invalidation.ts says which changes refresh them. */
export const listKeys = {
  all: ['lists'] as const,
  wall: (wallId: string) => ['lists', 'wall', wallId] as const,
  detail: (id: string) => ['lists', 'detail', id] as const,
  rankings: (id: string) => ['lists', 'rankings', id] as const,
};
