import type { QueryClient } from '@tanstack/react-query';
import { climbQuery } from '../../../shared/data/climbs/get-climb';
import { wallQuery } from '../../../shared/data/walls/get-wall';
import { revisionQuery } from '../../../shared/data/walls/get-revision';
import { filterParams, readFilters } from '../logic/climb-list-filters';
import { climbNeighboursQuery } from './get-climb-neighbours';

/**
 * Starts a climb page's downloads while its code is still loading: the climb, its wall and its
 * place in the list it was opened from (`search`: the page's query, see climbHref), and the photo
 * revision the climb is on as soon as the climb says which (the photo waits on it). Resolves once
 * they are in; never fails: the page shows its own error for what could not be loaded.
 */
export async function preloadClimbPage(
  queryClient: QueryClient,
  wallId: string,
  climbId: string,
  search: URLSearchParams,
): Promise<void> {
  const listParams = filterParams(readFilters(search));
  await Promise.all([
    queryClient
      .fetchQuery(climbQuery(climbId))
      .then((climb) => queryClient.prefetchQuery(revisionQuery(climb.wall_id, climb.wall_revision)))
      .catch(() => {}),
    queryClient.prefetchQuery(wallQuery(wallId)),
    queryClient.prefetchQuery(climbNeighboursQuery(wallId, climbId, listParams)),
  ]);
}
