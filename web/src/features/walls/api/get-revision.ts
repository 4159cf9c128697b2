import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './wall-keys';

/** A photo revision of a wall with its holds; 'latest' is the wall's current photo. */
export function useRevision(wallId: string | undefined, revId: string = 'latest') {
  return useQuery({
    queryKey: wallKeys.revision(wallId ?? '', revId),
    queryFn: () => api('getRevision', { params: { id: wallId!, revId } }),
    enabled: !!wallId,
  });
}
