import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: ['users', id],
    queryFn: () => api(endpoints.getUser, { params: { id: id! } }),
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
}
