import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { searchKeys } from './search-keys';

export function useQuickSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: searchKeys.quick(q),
    queryFn: () => api('quickSearch', { query: { text: q } }),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
