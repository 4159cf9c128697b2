import { useRefreshAfter } from '../data/invalidation';
import { isReachable } from '../data/reachability';
import { refreshOf, type QueueableRoute } from './write-refreshes';

/**
 * Refreshes what writes of `routes` change, each change once, for a mutation that sent (or queued) them itself:
 * the entries of `WRITE_REFRESHES` the queue refreshes when it sends such a write later. Returned for the
 * mutation to wait on only while the server is in reach: out of reach TanStack pauses a failed refetch until the
 * network is back, and a write waiting on it stayed pending all that time (offline, the tick sheet stuck at
 * 'Ticked' and never closed).
 */
export function useRefreshAfterWrite() {
  const refreshAfter = useRefreshAfter();
  return (...routes: QueueableRoute[]): Promise<unknown> | undefined => {
    const refreshing = Promise.all([...new Set(routes.map(refreshOf))].map((change) => refreshAfter(change)));
    return isReachable() ? refreshing : undefined;
  };
}
