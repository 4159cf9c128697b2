import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PERSONAL_FEED_PAGE } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

/** The signed-in climber's feed, 20 items a page; each next page starts below the last item seen. */
export function personalFeedQuery() {
  return infiniteQueryOptions({
    queryKey: userKeys.feed,
    queryFn: ({ pageParam }) =>
      api('getPersonalFeed', {
        query: { limit: PERSONAL_FEED_PAGE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

export function usePersonalFeed(enabled: boolean) {
  return useInfiniteQuery({ ...personalFeedQuery(), enabled });
}
