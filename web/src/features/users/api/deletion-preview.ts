import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { userKeys } from '../../../shared/data/query-keys/user-keys';

/**
 * What deleting the account would do with each wall it owns (GET /users/{id}/deletion-preview), asked
 * afresh each time the dialog opens: an admin added a minute ago changes a wall's fate.
 */
export const useDeletionPreview = (userId: string) =>
  useQuery({
    queryKey: [...userKeys.detail(userId), 'deletion-preview'],
    queryFn: () => api('getAccountDeletionPreview', { params: { id: userId } }),
    staleTime: 0,
    gcTime: 0,
  });
