import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the wall's pulse; ticks, votes and climbs change them, so they start with 'climbs'. */
export const pulseKeys = {
  statistics: (wallId: string) => ['climbs', 'wall', wallId, 'statistics'] as const,
  feed: (wallId: string, limit: number) => ['climbs', 'wall', wallId, 'feed', limit] as const,
};

export function useWallStatistics(wallId: string) {
  return useQuery({
    queryKey: pulseKeys.statistics(wallId),
    queryFn: () => api('getWallStatistics', { params: { id: wallId } }),
  });
}

/** The newest `limit` events; a larger limit keeps showing the shorter list until it arrives. */
export function useWallFeed(wallId: string, limit: number) {
  return useQuery({
    queryKey: pulseKeys.feed(wallId, limit),
    queryFn: () => api('getWallFeed', { params: { id: wallId }, query: { limit } }),
    placeholderData: keepPreviousData,
  });
}
