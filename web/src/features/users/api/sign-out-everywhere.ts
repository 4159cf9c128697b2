import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { signOut } from '../../../shared/data/auth';

/**
 * POST /users/{id}/sign-out-everywhere: every session of the account ends on the server; then this
 * browser signs out as the user menu's Sign out does (its tokens are refused from now on anyway).
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (userId: string) => api('signOutEverywhere', { params: { id: userId } }),
    onSuccess: () => signOut(),
  });
}
