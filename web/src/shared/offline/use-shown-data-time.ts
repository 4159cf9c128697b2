import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { oldestFetchedAt } from './fetched-at';

/** When the oldest answer on screen was fetched from the server (null while nothing is shown). */
export function useShownDataTime(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      oldestFetchedAt(
        cache
          .findAll({ type: 'active' })
          .map((q) => ({ data: q.state.data, updatedAt: q.state.dataUpdatedAt })),
      ),
  );
}
