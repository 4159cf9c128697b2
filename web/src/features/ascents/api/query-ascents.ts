import { useQuery } from '@tanstack/react-query';
import type { AscentsFilter } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
import { ascentKeys } from '../../../lib/query-keys/ascent-keys';

/** Ticks matching a filter that the caller may see, newest ascent first. */
export function useAscents(filter: AscentsFilter | null, page = { limit: 100, offset: 0 }) {
  return useQuery({
    queryKey: ascentKeys.query(filter ?? {}, page),
    queryFn: () => api('queryAscents', { body: filter ?? {}, query: page }),
    enabled: filter !== null,
  });
}
