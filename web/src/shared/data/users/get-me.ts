import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAuth } from '../auth-context';
import { userKeys } from '../query-keys/user-keys';

/** The profile of the identity `subject` (the OIDC `sub`); 404 until POST /users created it. */
export function meQuery(subject: string | undefined) {
  return queryOptions({
    queryKey: userKeys.meOf(subject),
    queryFn: () => api('getMe'),
    staleTime: 60_000,
  });
}

/** The signed-in user's profile; undefined for visitors. */
export function useMe() {
  const { oidcUser } = useAuth();
  return useQuery({ ...meQuery(oidcUser?.profile.sub), enabled: !!oidcUser });
}
