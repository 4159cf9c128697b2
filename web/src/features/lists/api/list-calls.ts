import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClimbListBody, ClimbListUpdate } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { useRefreshAfter } from '../../../shared/data/invalidation';
import { listKeys } from '../../../shared/data/query-keys/list-keys';

export function useWallLists(wallId: string | undefined) {
  return useQuery({
    queryKey: listKeys.wall(wallId ?? ''),
    queryFn: () => api('listClimbLists', { query: { wall_id: wallId! } }),
    enabled: !!wallId,
  });
}

export function useClimbList(id: string | undefined) {
  return useQuery({
    queryKey: listKeys.detail(id ?? ''),
    queryFn: () => api('getClimbList', { params: { id: id! } }),
    enabled: !!id,
  });
}

export function useRankings(id: string | undefined) {
  return useQuery({
    queryKey: listKeys.rankings(id ?? ''),
    queryFn: () => api('getListRankings', { params: { id: id! } }),
    enabled: !!id,
  });
}

/** A change to a list refreshes every list, its rankings and the climbs lists filtered by it. */
function useListMutation<V>(call: (vars: V) => Promise<unknown>) {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: call, onSuccess: () => void refreshAfter('listChanged') });
}

export const useCreateList = () => useListMutation((body: ClimbListBody) => api('createClimbList', { body }));

export const useUpdateList = () =>
  useListMutation(({ id, body }: { id: string; body: ClimbListUpdate }) =>
    api('updateClimbList', { params: { id }, body }),
  );

export const useDeleteList = () =>
  useListMutation((id: string) => api('deleteClimbList', { params: { id } }));

export const useListClimb = () =>
  useListMutation(({ listId, climbId, add }: { listId: string; climbId: string; add: boolean }) =>
    add
      ? api('addClimbToList', { params: { id: listId }, query: { climb_id: climbId } })
      : api('removeClimbFromList', { params: { id: listId, climbId } }),
  );
