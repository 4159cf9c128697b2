import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { climbKeys } from './climb-keys';

/** A climb (a draft only for its setter; 404 otherwise). */
export function useClimb(climbId: string | undefined) {
  return useQuery({
    queryKey: climbKeys.detail(climbId ?? ''),
    queryFn: () => api('getClimb', { params: { id: climbId! } }),
    enabled: !!climbId,
  });
}
