import { useQuery } from '@tanstack/react-query';
import type { AscentsFilter } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
import { ascentKeys } from '../../../lib/query-keys/ascent-keys';
import { useQueuedWrites } from '../../../shared/offline/public';
import { withPendingTicks } from '../logic/pending-ticks';

/** Ticks matching a filter that the caller may see, newest ascent first. */
export function useAscents(filter: AscentsFilter | null, page = { limit: 100, offset: 0 }) {
  return useQuery({
    queryKey: ascentKeys.query(filter ?? {}, page),
    queryFn: () => api('queryAscents', { body: filter ?? {}, query: page }),
    enabled: filter !== null,
  });
}

/** The same ticks with the caller's writes still waiting on this phone applied (each marked `waiting`). */
export function useAscentsWithWaiting(filter: AscentsFilter | null, page = { limit: 100, offset: 0 }) {
  const query = useAscents(filter, page);
  const writes = useQueuedWrites();
  if (!query.data || !filter) return { ...query, data: undefined };
  const { ascents, totalChange } = withPendingTicks(query.data.ascents, writes, filter);
  return { ...query, data: { ascents, total: query.data.total + totalChange } };
}
