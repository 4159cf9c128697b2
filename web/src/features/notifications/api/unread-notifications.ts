import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { notificationKeys } from '../../../shared/data/query-keys/notification-keys';

/** How often the bell asks again while the app is open (Web Push will tell it sooner). */
const UNREAD_EVERY_MS = 60_000;

/** The bell's count, for a climber with an account (`enabled`). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => api('getUnreadNotifications'),
    enabled,
    refetchInterval: UNREAD_EVERY_MS,
  });
}
