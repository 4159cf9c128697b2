import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';

/** Archives (hides from search and the map) or unarchives a wall. */
export function useArchiveWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api('updateWall', { params: { id }, body: { archived } }),
    onSuccess: () => refreshAfter(queryClient, 'wallChanged'),
  });
}
