import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { forgetSession } from '../../../shared/data/auth';

/**
 * DELETE /users/{id}. On success the session is forgotten in this browser (the server has already
 * ended it at the provider and refuses the token); the dialog then leaves the page and refreshes
 * every cached answer as a visitor sees it ('accountDeleted').
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (userId: string) => api('deleteUser', { params: { id: userId } }),
    onSuccess: () => forgetSession(),
  });
}
