import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';

export interface WallsQuery {
  search_text?: string;
  limit: number;
  skip: number;
  favorites: boolean;
}

/** One page of walls matching the search; the previous page stays on screen while the next loads. */
export function useWalls(query: WallsQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: wallKeys.list(query),
    queryFn: () =>
      api('listWalls', {
        query: {
          ...query,
          search_text: query.search_text || undefined,
          favorites: query.favorites ? 'true' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
