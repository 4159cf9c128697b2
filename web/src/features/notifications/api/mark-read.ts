import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { notificationKeys } from '../../../shared/data/query-keys/notification-keys';

/**
 * Reading changes nothing but the notifications themselves, so these refresh only their keys (no entry in
 * shared/data/invalidation.ts: no other answer derives from them). The answer is the new unread count.
 */
function useRead<T>(send: (arg: T) => Promise<{ unread: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread, answer);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

/** Marks a notification's group read (opening it does). */
export function useMarkNotificationRead() {
  return useRead((id: string) => api('markNotificationRead', { params: { id } }));
}

/** 'Mark all read'. */
export function useMarkAllNotificationsRead() {
  return useRead(() => api('markAllNotificationsRead'));
}
