import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';
import { showToast } from '../../../shared/ui/overlays';
import { userKeys } from '../../../shared/data/query-keys/user-keys';
import { FAILED_TO_FOLLOW_USER, FAILED_TO_UNFOLLOW_USER } from '../../../shared/util/texts';

/** Follows or unfollows `targetId` as `me`; a failure says so in its own toast (spec 8), not the Error dialog. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ me, targetId, follow }: { me: string; targetId: string; follow: boolean }) =>
      follow
        ? api('followUser', { params: { userId: me, targetId } })
        : api('unfollowUser', { params: { userId: me, targetId } }),
    onSuccess: (me) => {
      queryClient.setQueriesData({ queryKey: userKeys.me }, me);
      void refreshAfter(queryClient, 'followChanged', userKeys.me);
    },
    onError: (error, { follow }) =>
      showToast({
        color: 'red',
        title: follow ? FAILED_TO_FOLLOW_USER : FAILED_TO_UNFOLLOW_USER,
        message: errorText(error),
      }),
  });
}
