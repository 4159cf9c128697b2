import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AscentBody } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
import { climbKeys } from '../../../lib/query-keys/climb-keys';
import { ascentKeys } from '../../../lib/query-keys/ascent-keys';

/** Ticks and tick changes change lists of ticks and the climb's count. */
function useRefreshAfterTick() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ascentKeys.all });
    void queryClient.invalidateQueries({ queryKey: climbKeys.all });
  };
}

export function useCreateAscent() {
  const refresh = useRefreshAfterTick();
  return useMutation({ mutationFn: (body: AscentBody) => api('createAscent', { body }), onSuccess: refresh });
}

export function useUpdateAscent(id: string) {
  const refresh = useRefreshAfterTick();
  return useMutation({
    mutationFn: (body: AscentBody) => api('updateAscent', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAscent() {
  const refresh = useRefreshAfterTick();
  return useMutation({
    mutationFn: (id: string) => api('deleteAscent', { params: { id } }),
    onSuccess: refresh,
  });
}
