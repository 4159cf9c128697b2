/** Query keys for walls; shared/data/invalidation.ts says which changes refresh them. */
export const wallKeys = {
  all: ['walls'] as const,
  list: (query: { search_text?: string; limit: number; skip: number; favorites: boolean }) =>
    ['walls', 'list', query] as const,
  map: ['walls', 'map'] as const,
  spotlight: ['walls', 'spotlight'] as const,
  detail: (id: string) => ['walls', 'detail', id] as const,
  revision: (id: string, revId: string) => ['walls', 'detail', id, 'revisions', revId] as const,
};
