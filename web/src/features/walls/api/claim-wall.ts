import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';

/** POST /walls/{id}/claim: a setter of one of its climbs becomes the owner of a wall left without one. */
export function useClaimWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('claimWall', { params: { id } }),
    onSuccess: () => refreshAfter(queryClient, 'wallChanged'),
  });
}
