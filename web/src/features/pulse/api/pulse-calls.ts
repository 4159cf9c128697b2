import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { pulseKeys } from '../../../shared/data/query-keys/pulse-keys';

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
