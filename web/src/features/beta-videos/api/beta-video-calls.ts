import { useMutation } from '@tanstack/react-query';
import type { BetaVideoBody } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { useRefreshAfter } from '../../../shared/data/invalidation';

/** A climb carries its beta videos, so every change refreshes the climbs. */
function useRefreshClimbs() {
  const refreshAfter = useRefreshAfter();
  return () => void refreshAfter('betaVideoChanged');
}

/** Adds a video; `onError` replaces the app's error dialog, so the form can show the failure itself. */
export function useAddBetaVideo(climbId: string, onError: (error: unknown) => void) {
  const refresh = useRefreshClimbs();
  return useMutation({
    mutationFn: (body: BetaVideoBody) => api('addBetaVideo', { params: { id: climbId }, body }),
    onSuccess: refresh,
    onError,
  });
}

export function useDeleteBetaVideo(climbId: string) {
  const refresh = useRefreshClimbs();
  return useMutation({
    mutationFn: (videoId: string) => api('deleteBetaVideo', { params: { id: climbId, videoId } }),
    onSuccess: refresh,
  });
}
