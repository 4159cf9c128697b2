import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Climb, ClimbBody } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';
import { refreshAfter } from '../../../shared/data/invalidation';

/** Stores the saved climb and refreshes every list and position it may have moved in. */
function useStoreClimb() {
  const queryClient = useQueryClient();
  return (climb: Climb) => {
    queryClient.setQueryData(climbKeys.detail(climb.id), climb);
    void refreshAfter(queryClient, 'climbSaved', climbKeys.detail(climb.id));
  };
}

/** Sets a new climb. A failure shows the Error dialog. */
export function useCreateClimb() {
  const store = useStoreClimb();
  return useMutation({
    mutationFn: (body: ClimbBody) => api('createClimb', { body }),
    onSuccess: store,
  });
}

/** Changes a climb (its setter or a wall editor). A failure shows the Error dialog. */
export function useUpdateClimb(climbId: string) {
  const store = useStoreClimb();
  return useMutation({
    mutationFn: (body: ClimbBody) => api('updateClimb', { params: { id: climbId }, body }),
    onSuccess: store,
  });
}
