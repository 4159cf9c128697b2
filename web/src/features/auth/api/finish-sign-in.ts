import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/data/api-client';
import { userManager } from '../../../shared/data/auth';
import { refreshAfter } from '../../../shared/data/invalidation';
import { createUser } from '../../../shared/data/users/create-user';
import { meQuery } from '../../../shared/data/users/get-me';
import { keepReturnPath } from '../../../shared/util/return-after-settings';

/** The provider's code could not be exchanged for tokens: the page says 'Failed to load auth token.'. */
export class AuthTokenError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'AuthTokenError';
  }
}

/**
 * Finishes the OIDC redirect, then (spec 4, Sign-in) loads the current user; on a 404 it creates
 * the user. Resolves to where the browser goes next: /settings for a new user, else back where
 * sign-in began.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const user = await (await userManager()).signinRedirectCallback().catch((cause: unknown) => {
        throw new AuthTokenError(cause);
      });
      const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
      const me = meQuery(user.profile.sub);
      try {
        await queryClient.fetchQuery(me);
        return returnTo.startsWith('/auth/') ? '/' : returnTo;
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        // The new user replaces the 404 in the cache, so /settings does not flash an error.
        queryClient.setQueryData(me.queryKey, await createUser());
        keepReturnPath(returnTo);
        return '/settings';
      }
    },
    // Everything loaded before sign-in was loaded as a visitor.
    onSuccess: () => void refreshAfter(queryClient, 'signedIn'),
    // The page shows the failure itself, instead of the usual Error dialog.
    onError: (err) => console.error('sign-in failed', err),
  });
}
