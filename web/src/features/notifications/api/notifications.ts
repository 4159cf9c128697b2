import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PERSONAL_FEED_PAGE } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { notificationKeys } from '../../../shared/data/query-keys/notification-keys';

/** The signed-in climber's notification groups, a feed's page at a time, each page below the last group seen. */
export function notificationsQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) =>
      api('listNotifications', {
        query: { limit: PERSONAL_FEED_PAGE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQuery());
}
