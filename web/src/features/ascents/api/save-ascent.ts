import { useMutation } from '@tanstack/react-query';
import type { AscentBody } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
import { useRefreshAfter } from '../../../lib/invalidation';

export function useCreateAscent() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (body: AscentBody) => api('createAscent', { body }),
    onSuccess: () => void refreshAfter('tickAdded'),
  });
}

export function useUpdateAscent(id: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (body: AscentBody) => api('updateAscent', { params: { id }, body }),
    onSuccess: () => void refreshAfter('tickChanged'),
  });
}

export function useDeleteAscent() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => api('deleteAscent', { params: { id } }),
    onSuccess: () => void refreshAfter('tickRemoved'),
  });
}
