import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { useAuth } from '../../../shared/data/auth-context';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';

/** A session as its members see it; its live stream (use-session-live) keeps the cached answer current. */
export const sessionQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => api('getSession', { params: { id } }) });

export function useSession(id: string | undefined, enabled = true) {
  return useQuery({ ...sessionQuery(id ?? ''), enabled: !!id && enabled });
}

/** The signed-in climber's open session (null when none); nothing for a visitor. */
export function useCurrentSession() {
  const { oidcUser } = useAuth();
  return useQuery({
    queryKey: sessionKeys.current,
    queryFn: () => api('getCurrentSession'),
    enabled: !!oidcUser,
    staleTime: 30_000,
  });
}

export function useSessionSummary(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.summary(id),
    queryFn: () => api('getSessionSummary', { params: { id } }),
    enabled,
  });
}

/** The climber's own sessions, attempts and newest send on a climb. */
export function useClimbAttempts(climbId: string) {
  const { oidcUser } = useAuth();
  return useQuery({
    queryKey: sessionKeys.climbAttempts(climbId),
    queryFn: () => api('getClimbAttempts', { params: { id: climbId } }),
    enabled: !!oidcUser,
  });
}

/** The climber's open session when it is on `wallId`, else null. */
export function useSessionOnWall(wallId: string) {
  const session = useCurrentSession().data;
  return session && session.state === 'open' && session.wall_id === wallId ? session : null;
}
