import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/user-keys';

const recoveryEmailKey = (userId: string) => [...userKeys.detail(userId), 'recovery-email'] as const;

function recoveryEmailQuery(userId: string) {
  return queryOptions({
    queryKey: recoveryEmailKey(userId),
    queryFn: () => api('getRecoveryEmail', { params: { id: userId } }),
  });
}

/** The account's password-reset address, and whether this install can send one at all. */
export const useRecoveryEmail = (userId: string) => useQuery(recoveryEmailQuery(userId));

export function useSetRecoveryEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) =>
      api('setRecoveryEmail', { params: { id: userId }, body: { email } }),
    onSuccess: (answer) => queryClient.setQueryData(recoveryEmailKey(userId), answer),
  });
}
