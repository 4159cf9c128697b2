import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { userKeys } from '../query-keys/user-keys';

/** One user's public profile; shared by every screen that shows users, so they share the cache. */
export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => api('getUser', { params: { id } }),
    staleTime: 5 * 60_000,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({ ...userQuery(id ?? ''), enabled: !!id });
}
