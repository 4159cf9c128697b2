import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/invalidation';
import { wallKeys } from '../../../lib/query-keys/wall-keys';

export function useDeleteWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteWall', { params: { id } }),
    onSuccess: (_data, id) => {
      // Drop the wall's own entries rather than refetch them into a 404.
      queryClient.removeQueries({ queryKey: wallKeys.detail(id) });
      void refreshAfter(queryClient, 'wallRemoved');
    },
  });
}
