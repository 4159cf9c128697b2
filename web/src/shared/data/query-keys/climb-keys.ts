/** Query keys for climbs; shared/data/invalidation.ts says which changes refresh them. */
export const climbKeys = {
  all: ['climbs'] as const,
  detail: (id: string) => ['climbs', 'detail', id] as const,
  wallList: (wallId: string, page: { limit: number; skip: number }) =>
    ['climbs', 'wall', wallId, page] as const,
  neighbours: (wallId: string, climbId: string, listParams: Record<string, string>) =>
    ['climbs', 'wall', wallId, 'neighbours', climbId, listParams] as const,
  tags: ['climbs', 'tags'] as const,
  filteredList: (wallId: string, params: Record<string, string>) =>
    ['climbs', 'wall', wallId, 'filtered', params] as const,
  histogram: (wallId: string, system: string, angle: number | null = null) =>
    ['climbs', 'wall', wallId, 'histogram', system, angle] as const,
  setters: (wallId: string) => ['climbs', 'wall', wallId, 'setters'] as const,
  similar: (wallId: string, holdIds: string[], excludeId: string | null) =>
    ['climbs', 'wall', wallId, 'similar', holdIds, excludeId] as const,
};
