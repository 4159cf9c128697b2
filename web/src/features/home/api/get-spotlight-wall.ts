import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The 'spraywall of the month'; the server picks it, as for a visitor (never private or archived). */
export function useSpotlightWall() {
  return useQuery({
    queryKey: ['walls', 'spotlight'],
    queryFn: () => api(endpoints.getSpotlightWall),
  });
}
