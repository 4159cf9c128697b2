import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';

export function useDeleteWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteWall', { params: { id } }),
    onSuccess: (_data, id) => {
      // Drop every entry about the wall (its details, climbs, lists, pulse) rather than refetch them into
      // 404s while its page is still open: a failed load there shows an error toast over 'Removed'.
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(id) });
      void refreshAfter(queryClient, 'wallRemoved');
    },
  });
}
