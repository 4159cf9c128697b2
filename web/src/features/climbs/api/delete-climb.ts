import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';
import { refreshAfter } from '../../../shared/data/invalidation';

/** Removes a climb (its setter or a wall editor). A failure shows the Error dialog. */
export function useDeleteClimb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (climbId: string) => api('deleteClimb', { params: { id: climbId } }),
    onSuccess: (_data, climbId) => {
      // Drop the climb's own entry rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: climbKeys.detail(climbId) });
      void refreshAfter(queryClient, 'climbRemoved');
    },
  });
}
