import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { userKeys } from '../query-keys/user-keys';

export function useUserSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: userKeys.search(q),
    queryFn: () => api('searchUsers', { query: { display_name: q } }),
    enabled: q.length > 0,
    placeholderData: (prev) => prev,
  });
}
