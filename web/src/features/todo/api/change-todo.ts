import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../shared/data/auth-context';
import { sendOrQueue, useRefreshAfterWrite } from '../../../shared/offline/public';

/**
 * Puts a climb on the user's to-do list, or takes it off; refreshes the user everywhere. Without signal the
 * change waits on the phone and is sent when it is back.
 */
export function useChangeTodo() {
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ userId, climbId, todo }: { userId: string; climbId: string; todo: boolean }) => {
      const write = { accountId, about: { climbId, userId } };
      return todo
        ? sendOrQueue({ ...write, route: 'addTodoClimb', params: { userId }, body: { id: climbId } })
        : sendOrQueue({ ...write, route: 'removeTodoClimb', params: { userId, climbId } });
    },
    onSuccess: (_sent, { todo }) => refreshAfterWrite(todo ? 'addTodoClimb' : 'removeTodoClimb'),
  });
}
