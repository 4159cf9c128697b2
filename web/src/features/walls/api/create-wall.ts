import type { WallBody } from '@spraybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { refreshAfter } from '../../../shared/data/invalidation';

export interface CreateWallInput {
  body: WallBody;
  /** Fraction 0..1 of the request (mostly the photo) sent so far. */
  onUploadProgress?: (fraction: number) => void;
}

export function useCreateWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: CreateWallInput) =>
      api('createWall', { body, onUploadProgress }),
    // Not awaited: the form moves on to the wall page, which loads fresh data anyway.
    onSuccess: () => void refreshAfter(queryClient, 'wallChanged'),
  });
}
