/** Query keys for comments; shared/data/invalidation.ts says which changes refresh them. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (relatedId: string) => ['comments', 'list', relatedId] as const,
};
