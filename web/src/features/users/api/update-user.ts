import type { UpdateUserBody } from '@spraybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { userKeys } from '../../../shared/data/query-keys/user-keys';
import { refreshAfter } from '../../../shared/data/invalidation';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      api('updateUser', { params: { id }, body }),
    onSuccess: (user) => {
      queryClient.setQueriesData({ queryKey: userKeys.me }, user);
      void refreshAfter(queryClient, 'userChanged', userKeys.me);
    },
  });
}
