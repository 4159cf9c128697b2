import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClimbFilters } from '@spraybook/contract';
import { CLIMBS_PAGE_SIZE } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';

/** The climbs list (spec 2.7): 15 at first, 15 more each time the list's end comes near. */
export function useClimbsList(wallId: string, params: Record<string, string>, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: climbKeys.filteredList(wallId, params),
    queryFn: ({ pageParam }) =>
      api('listWallClimbs', {
        params: { id: wallId },
        // `params` are the contract's filter names and values, written by filterParams.
        query: { ...(params as ClimbFilters), limit: CLIMBS_PAGE_SIZE, skip: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.climbs.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/** The wall's climbs per grade of `system`, for the histogram (spec 2.6); at `angle` on an adjustable wall. */
export function useGradeHistogram(wallId: string, system: string, angle: number | null) {
  return useQuery({
    queryKey: climbKeys.histogram(wallId, system, angle),
    queryFn: () =>
      api('getGradeHistogram', {
        params: { id: wallId },
        query: { grade_system: system, ...(angle === null ? {} : { angle }) },
      }),
  });
}

/** Who set the wall's climbs, for the setter filter. */
export function useWallSetters(wallId: string, enabled: boolean) {
  return useQuery({
    queryKey: climbKeys.setters(wallId),
    queryFn: () => api('getWallSetters', { params: { id: wallId } }),
    enabled,
  });
}
