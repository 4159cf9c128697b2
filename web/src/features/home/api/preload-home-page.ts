import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../../shared/util/preload-image';
import { spotlightQuery } from '../../../shared/data/walls/get-spotlight-wall';
import { spotlightImage } from '../utils/spotlight-image';

/** Starts the home page's downloads while its code is still loading: the spotlight wall and photo. */
export function preloadHomePage(queryClient: QueryClient) {
  void queryClient
    .fetchQuery(spotlightQuery())
    .then((wall) => wall && preloadImage(spotlightImage(wall)))
    .catch(() => {});
}
