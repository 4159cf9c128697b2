import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClimbFilters } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';

export function climbNeighboursQuery(wallId: string, climbId: string, listParams: Record<string, string>) {
  return queryOptions({
    queryKey: climbKeys.neighbours(wallId, climbId, listParams),
    queryFn: () =>
      api('getClimbNeighbours', {
        params: { id: wallId, climbId },
        query: listParams as ClimbFilters,
      }),
  });
}

/**
 * The climb's position ('n of total') and the climbs before and after it, in the list the climber
 * came from: `listParams` are that list's filters (filterParams), carried in the climb page's URL.
 */
export function useClimbNeighbours(
  wallId: string | undefined,
  climbId: string | undefined,
  listParams: Record<string, string>,
) {
  return useQuery({
    ...climbNeighboursQuery(wallId ?? '', climbId ?? '', listParams),
    enabled: !!wallId && !!climbId,
  });
}
