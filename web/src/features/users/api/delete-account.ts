import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/auth';
import { refreshAfter } from '../../../lib/invalidation';

/**
 * DELETE /users/{id}: on success the session is forgotten here (the server already ended it at the
 * provider and refuses the token), and every cached answer is refreshed as a visitor sees it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api('deleteUser', { params: { id: userId } }),
    onSuccess: async () => {
      await forgetSession();
      await refreshAfter(queryClient, 'accountDeleted');
    },
  });
}
