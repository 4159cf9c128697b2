import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';

/** A page of a wall's climbs, newest first: published ones and the caller's own drafts. */
export function useWallClimbs(wallId: string | undefined, page: { limit: number; skip: number }) {
  return useQuery({
    queryKey: climbKeys.wallList(wallId ?? '', page),
    queryFn: () => api('listWallClimbs', { params: { id: wallId! }, query: page }),
    enabled: !!wallId,
    placeholderData: keepPreviousData,
  });
}
