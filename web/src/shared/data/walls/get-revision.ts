import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WallRevision } from '@spraybook/contract';
import { api } from '../api-client';
import { wallKeys } from '../query-keys/wall-keys';

/** A photo revision of a wall with its holds, by id or 'latest'. */
export function revisionQuery(wallId: string, revId: string) {
  return queryOptions({
    queryKey: wallKeys.revision(wallId, revId),
    queryFn: () => api('getRevision', { params: { id: wallId, revId } }),
  });
}

/**
 * A photo revision of a wall with its holds; 'latest' is the wall's current photo. A revision asked
 * for by id starts from the cached 'latest' when that is the same one (a climb on the current photo).
 */
export function useRevision(wallId: string | undefined, revId: string = 'latest') {
  const queryClient = useQueryClient();
  return useQuery({
    ...revisionQuery(wallId ?? '', revId),
    enabled: !!wallId,
    initialData: () => {
      if (revId === 'latest') return undefined;
      const latest = queryClient.getQueryData<WallRevision>(wallKeys.revision(wallId ?? '', 'latest'));
      return latest?.id === revId ? latest : undefined;
    },
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(wallKeys.revision(wallId ?? '', 'latest'))?.dataUpdatedAt,
  });
}
