import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

/** Who follows `userId`, or whom they follow: for the Followers and Following dialogs. */
export function followListQuery(userId: string, side: 'followers' | 'following') {
  return queryOptions({
    queryKey: userKeys.follows(userId, side),
    queryFn: () =>
      side === 'followers'
        ? api('getFollowers', { params: { userId } })
        : api('getFollowing', { params: { userId } }),
  });
}

export function useFollowList(userId: string, side: 'followers' | 'following', enabled: boolean) {
  return useQuery({ ...followListQuery(userId, side), enabled });
}
