import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user's profile; undefined for visitors. */
export function useMe() {
  const { oidcUser } = useAuth();
  return useQuery({
    queryKey: [...meQueryKey, oidcUser?.profile.sub],
    queryFn: () => api(endpoints.getMe),
    enabled: !!oidcUser,
    staleTime: 60_000,
  });
}
