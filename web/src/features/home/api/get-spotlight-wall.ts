import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The 'spraywall of the month': for now the most recently added public wall. */
export function useSpotlightWall() {
  return useQuery({
    queryKey: ['walls', 'spotlight'],
    queryFn: async () => (await api(endpoints.listWalls, { query: { limit: 1 } })).walls[0] ?? null,
  });
}
