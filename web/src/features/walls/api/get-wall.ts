import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './wall-keys';

export function useWall(id: string | undefined) {
  return useQuery({
    queryKey: wallKeys.detail(id ?? ''),
    queryFn: () => api('getWall', { params: { id: id! } }),
    enabled: !!id,
  });
}
