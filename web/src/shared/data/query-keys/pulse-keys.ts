/** Query keys of a wall's pulse (statistics, leaderboard, feed); shared/data/invalidation.ts says what refreshes them. */
export const pulseKeys = {
  all: ['pulse'] as const,
  statistics: (wallId: string) => ['pulse', wallId, 'statistics'] as const,
  feed: (wallId: string, limit: number) => ['pulse', wallId, 'feed', limit] as const,
};
