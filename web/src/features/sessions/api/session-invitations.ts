import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSummary } from '@spraybook/contract';
import { showErrorDialog } from '../../../shared/ui/error-dialog';
import { api } from '../../../shared/data/api-client';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

/** Who was invited to the session and is not in it now (docs/decisions/0226). */
export function useSessionInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.invitations(id),
    queryFn: () => api('getSessionInvitations', { params: { id } }),
    enabled,
  });
}

export function useInviteToSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      api('inviteToSession', { params: { id }, body: { user_ids: userIds } }),
    onSuccess: (answer) => queryClient.setQueryData(sessionKeys.invitations(id), answer),
    onError: showErrorDialog,
  });
}

/**
 * The climbers `me` follows who follow them back, by name: whom the invite dialog offers. Read with the profile's
 * own Followers and Following lists (the same cache entries).
 */
export function useFriends(me: string | undefined, enabled: boolean) {
  const on = enabled && !!me;
  const following = useQuery({
    queryKey: userKeys.follows(me ?? '', 'following'),
    queryFn: () => api('getFollowing', { params: { userId: me! } }),
    enabled: on,
  });
  const followers = useQuery({
    queryKey: userKeys.follows(me ?? '', 'followers'),
    queryFn: () => api('getFollowers', { params: { userId: me! } }),
    enabled: on,
  });
  return {
    isPending: following.isPending || followers.isPending,
    isError: following.isError || followers.isError,
    data: following.data && followers.data ? mutual(following.data, followers.data) : undefined,
  };
}

/** Those in both lists, deleted accounts left out, in name order. */
export function mutual(following: UserSummary[], followers: UserSummary[]) {
  const back = new Set(followers.map((f) => f.id));
  return following
    .filter((f) => back.has(f.id) && !f.deleted)
    .sort((a, b) => (a.display_name ?? '').localeCompare(b.display_name ?? ''));
}
