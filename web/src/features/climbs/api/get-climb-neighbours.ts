import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { climbKeys } from './climb-keys';

/** The climb's position in its wall's list ('n of total') and the climbs before and after it. */
export function useClimbNeighbours(wallId: string | undefined, climbId: string | undefined) {
  return useQuery({
    queryKey: climbKeys.neighbours(wallId ?? '', climbId ?? ''),
    queryFn: () => api('getClimbNeighbours', { params: { id: wallId!, climbId: climbId! } }),
    enabled: !!wallId && !!climbId,
  });
}
