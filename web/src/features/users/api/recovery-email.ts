import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

const recoveryEmailKey = (userId: string) => [...userKeys.detail(userId), 'recovery-email'] as const;

function recoveryEmailQuery(userId: string) {
  return queryOptions({
    queryKey: recoveryEmailKey(userId),
    queryFn: () => api('getRecoveryEmail', { params: { id: userId } }),
  });
}

/** The account's password-reset address, one waiting for confirmation, and whether this install can send any. */
export const useRecoveryEmail = (userId: string) => useQuery(recoveryEmailQuery(userId));

/**
 * Asks to change (or, with null, remove) the address, with the account's password. A refusal (a wrong
 * password) is shown beside the form rather than in the Error dialog: `error` holds it.
 */
export function useSetRecoveryEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string | null; current_password: string }) =>
      api('setRecoveryEmail', { params: { id: userId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(recoveryEmailKey(userId), answer),
    onError: () => undefined,
  });
}
