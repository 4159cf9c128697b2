import type { QueryClient } from '@tanstack/react-query';
import { climbQuery } from '../../../shared/data/climbs/get-climb';
import { wallQuery } from '../../../shared/data/walls/get-wall';
import { readerAngleOn } from '../../../shared/data/walls/wall-angle';
import { revisionQuery } from '../../../shared/data/walls/get-revision';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';
import { climbPageListParams } from '../logic/climb-list-filters';
import { climbNeighboursQuery } from './get-climb-neighbours';

/**
 * Starts a climb page's downloads while its code is still loading: the climb, its wall, its place in
 * the list it was opened from (`search`: the page's query, see climbHref), and beside them the wall's
 * current photo revision, which most climbs are on: the photo then waits on no answer after the
 * climb's (issue 43; the worker keeps it under its id too, for the page's request by id offline). A
 * climb on an older photo asks for its own revision once the climb names it. Resolves once they are
 * in; never fails: the page shows its own error for what could not be loaded.
 */
export async function preloadClimbPage(
  queryClient: QueryClient,
  wallId: string,
  climbId: string,
  search: URLSearchParams,
): Promise<void> {
  const current = queryClient.fetchQuery(revisionQuery(wallId, 'latest')).catch(() => null);
  const climbAndItsRevision = async () => {
    const climb = await queryClient.fetchQuery(climbQuery(climbId));
    const latest = await current;
    // The page asks for its revision by id: given the current one's answer, it need not.
    if (latest?.id === climb.wall_revision)
      queryClient.setQueryData(wallKeys.revision(climb.wall_id, latest.id), latest);
    else await queryClient.prefetchQuery(revisionQuery(climb.wall_id, climb.wall_revision));
  };
  // Its neighbours as the page asks for them: at the reader's angle on the wall, which the wall says.
  const neighbours = async () => {
    const wall = await queryClient.fetchQuery(wallQuery(wallId));
    const listParams = climbPageListParams(search, readerAngleOn(wall));
    await queryClient.prefetchQuery(climbNeighboursQuery(wallId, climbId, listParams));
  };
  await Promise.all([climbAndItsRevision().catch(() => {}), neighbours().catch(() => {})]);
}
