import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

/** POST /users/{id}/profile-picture; a failure shows the server's detail in the Error dialog (spec 8). */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, base64 }: { userId: string; base64: string }) =>
      api('uploadProfilePicture', { params: { userId }, body: { base64_image: base64 } }),
    onSuccess: (user) => {
      queryClient.setQueriesData({ queryKey: userKeys.me }, user);
      void refreshAfter(queryClient, 'pictureChanged', userKeys.me);
    },
  });
}
