import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';

/** The tag names a climb may carry (they never change while the app runs). */
export function useClimbTagNames() {
  return useQuery({
    queryKey: climbKeys.tags,
    queryFn: () => api('getClimbTags'),
    staleTime: Infinity,
  });
}
