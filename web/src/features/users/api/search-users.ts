import { endpoints } from '@spraybook/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useUserSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['users', 'search', q],
    queryFn: () => api(endpoints.searchUsers, { query: { display_name: q } }),
    enabled: q.length > 0,
    placeholderData: (prev) => prev,
  });
}
