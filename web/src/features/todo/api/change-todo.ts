import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/user-keys';

/** Puts a climb on the user's to-do list, or takes it off; refreshes the user everywhere. */
export function useChangeTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, climbId, todo }: { userId: string; climbId: string; todo: boolean }) =>
      todo
        ? api('addTodoClimb', { params: { userId }, body: { id: climbId } })
        : api('removeTodoClimb', { params: { userId, climbId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
