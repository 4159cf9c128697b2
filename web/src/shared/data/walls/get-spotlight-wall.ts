import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { wallKeys } from '../query-keys/wall-keys';

/** The 'spraywall of the month'; the server picks it, as for a visitor (never private or archived). */
export function spotlightQuery() {
  return queryOptions({
    queryKey: wallKeys.spotlight,
    queryFn: () => api('getSpotlightWall'),
  });
}

export function useSpotlightWall() {
  return useQuery(spotlightQuery());
}
