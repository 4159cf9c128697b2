import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAfter } from '../../../lib/invalidation';

/** Puts a climb on the user's to-do list, or takes it off; refreshes the user everywhere. */
export function useChangeTodo() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: ({ userId, climbId, todo }: { userId: string; climbId: string; todo: boolean }) =>
      todo
        ? api('addTodoClimb', { params: { userId }, body: { id: climbId } })
        : api('removeTodoClimb', { params: { userId, climbId } }),
    onSuccess: () => refreshAfter('todoChanged'),
  });
}
