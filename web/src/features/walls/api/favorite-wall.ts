import type { Wall } from '@spraybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';

export interface FavoriteWallInput {
  userId: string;
  wallId: string;
  favorite: boolean;
}

/** Adds the wall to the user's favourites, or removes it. */
export function useFavoriteWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, wallId, favorite }: FavoriteWallInput) =>
      favorite
        ? api('addFavoriteWall', { params: { userId }, body: { id: wallId } })
        : api('removeFavoriteWall', { params: { userId, wallId } }),
    onSuccess: (_user, { wallId, favorite }) => {
      // Flip the button at once; the refetch below confirms it.
      queryClient.setQueryData<Wall>(
        wallKeys.detail(wallId),
        (wall) => wall && { ...wall, is_favorite: favorite },
      );
      void refreshAfter(queryClient, 'wallChanged');
    },
  });
}
