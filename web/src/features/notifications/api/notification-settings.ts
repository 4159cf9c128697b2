import type { NotificationSettingsBody } from '@spraybook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { notificationKeys } from '../../../shared/data/query-keys/notification-keys';

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: () => api('getNotificationSettings') });
}

/** Saves some kinds; a kind turned off or on changes what the list and the bell show. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => api('updateNotificationSettings', { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    },
  });
}
