import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { useRefreshAfter } from '../../../shared/data/invalidation';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';
import { showErrorDialog } from '../../../shared/ui/error-dialog';
import { storeSession } from './store-session';

/** A write answered with the whole session: the answer goes straight into the cache. */
function useSessionWrite<V>(write: (vars: V) => Promise<Session>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (session) => storeSession(queryClient, session),
    onError: showErrorDialog,
  });
}

export function useStartSession(wallId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (climbId?: string) =>
      api('startSession', { params: { id: wallId }, body: climbId ? { climb_id: climbId } : {} }),
    onSuccess: (session) => {
      storeSession(queryClient, session);
      queryClient.setQueryData(sessionKeys.current, session);
    },
    onError: showErrorDialog,
  });
}

export const useJoinSession = (id: string) => useSessionWrite(() => api('joinSession', { params: { id } }));

export const useQueueClimb = (id: string) =>
  useSessionWrite((climbId: string) => api('queueClimb', { params: { id }, body: { climb_id: climbId } }));

export const useQueueRandomClimb = (id: string) =>
  useSessionWrite((query: Record<string, string>) => api('queueRandomClimb', { params: { id }, query }));

export const useReorderQueue = (id: string) =>
  useSessionWrite((climbIds: string[]) =>
    api('reorderQueue', { params: { id }, body: { climb_ids: climbIds } }),
  );

export const useUnqueueClimb = (id: string) =>
  useSessionWrite((climbId: string) => api('unqueueClimb', { params: { id, climbId } }));

export const useNextClimb = (id: string) =>
  useSessionWrite((from: string | null) => api('nextClimb', { params: { id }, body: { from } }));

export const useEndSession = (id: string) => useSessionWrite(() => api('endSession', { params: { id } }));

export function useLeaveSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('leaveSession', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: showErrorDialog,
  });
}

/** 'Share to the wall feed': the starter's, on an ended session's summary (its answer replaces the cached one). */
export function useShareSession(id: string) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: () => api('shareSession', { params: { id } }),
    onSuccess: (summary) => {
      queryClient.setQueryData(sessionKeys.summary(id), summary);
      void refreshAfter('sessionShared');
    },
    onError: showErrorDialog,
  });
}
