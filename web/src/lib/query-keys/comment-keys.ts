/** Query keys for comments; every comment or reply change invalidates ['comments']. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (relatedId: string) => ['comments', 'list', relatedId] as const,
};
