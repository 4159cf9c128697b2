import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { wallKeys } from '../../data/query-keys/wall-keys';
import { isSignedPhotoUrl } from '../../offline/cache-keys';

/**
 * A private wall's photo address is signed for minutes only (the server's SIGNED_URL_WINDOW_SECONDS), so a
 * page left open may ask for it after it expired: its failure fetches the wall's answers again, which
 * carry a freshly signed address. Once per address, so a photo that is really gone is not asked for in a loop.
 */
export function useRefreshSignedPhoto() {
  const queryClient = useQueryClient();
  const tried = useRef(new Set<string>());
  return useCallback(
    (url: string) => {
      if (!isSignedPhotoUrl(url) || tried.current.has(url)) return;
      tried.current.add(url);
      void queryClient.invalidateQueries({ queryKey: wallKeys.all });
    },
    [queryClient],
  );
}
