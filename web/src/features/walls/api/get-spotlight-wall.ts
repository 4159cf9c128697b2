import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './wall-keys';

/** The 'spraywall of the month': for now the most recently added public wall. */
export function spotlightQuery() {
  return queryOptions({
    queryKey: wallKeys.spotlight,
    queryFn: async () => (await api('listWalls', { query: { limit: 1 } })).walls[0] ?? null,
  });
}

export function useSpotlightWall() {
  return useQuery(spotlightQuery());
}
