import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-keys/user-keys';
import { wallKeys } from '../../../lib/query-keys/wall-keys';

/** A wall change shows up in wall lists, the map, the wall itself and users' favourites. */
export function invalidateAfterWallChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: wallKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}
