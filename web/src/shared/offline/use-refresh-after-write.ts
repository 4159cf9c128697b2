import { useRefreshAfter } from '../data/invalidation';
import { refreshOf, type QueueableRoute } from './write-refreshes';

/**
 * Refreshes what writes of `routes` change, each change once, for a mutation that sent (or queued) them itself:
 * the entries of `WRITE_REFRESHES` the queue refreshes when it sends such a write later.
 */
export function useRefreshAfterWrite() {
  const refreshAfter = useRefreshAfter();
  return (...routes: QueueableRoute[]) =>
    Promise.all([...new Set(routes.map(refreshOf))].map((change) => refreshAfter(change)));
}
