import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';

/** Every wall the caller may see that has coordinates. */
export function useMapWalls() {
  return useQuery({
    queryKey: wallKeys.map,
    queryFn: () => api('mapWalls'),
  });
}
