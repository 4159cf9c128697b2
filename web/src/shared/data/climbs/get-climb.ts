import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { climbKeys } from '../query-keys/climb-keys';

/** A climb (a draft only for its setter; 404 otherwise); also prefetched for Previous/Next. */
export function climbQuery(climbId: string) {
  return queryOptions({
    queryKey: climbKeys.detail(climbId),
    queryFn: () => api('getClimb', { params: { id: climbId } }),
  });
}

export function useClimb(climbId: string | undefined) {
  return useQuery({ ...climbQuery(climbId ?? ''), enabled: !!climbId });
}
