import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { wallKeys } from '../query-keys/wall-keys';

export function wallQuery(id: string) {
  return queryOptions({
    queryKey: wallKeys.detail(id),
    queryFn: () => api('getWall', { params: { id } }),
  });
}

export function useWall(id: string | undefined) {
  return useQuery({ ...wallQuery(id ?? ''), enabled: !!id });
}
