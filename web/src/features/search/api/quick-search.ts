import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useQuickSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['quick-search', q],
    queryFn: () => api(endpoints.quickSearch, { query: { text: q } }),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
