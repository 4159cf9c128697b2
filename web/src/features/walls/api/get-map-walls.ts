import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from '../../../lib/query-keys/wall-keys';

/** Every wall the caller may see that has coordinates. */
export function useMapWalls() {
  return useQuery({
    queryKey: wallKeys.map,
    queryFn: () => api('mapWalls'),
  });
}
