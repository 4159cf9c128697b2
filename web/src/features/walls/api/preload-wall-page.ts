import type { QueryClient } from '@tanstack/react-query';
import { bannerImage } from '../../../shared/util/image-variants';
import { preloadImage } from '../../../shared/util/preload-image';
import { wallQuery } from '../../../shared/data/walls/get-wall';

/**
 * Starts a wall page's downloads while its code is still loading: the wall, then its banner
 * photo. Never fails: the page shows its own error when the wall cannot be loaded.
 */
export function preloadWallPage(queryClient: QueryClient, wallId: string) {
  void queryClient
    .fetchQuery(wallQuery(wallId))
    .then((wall) => preloadImage(bannerImage(wall.image_variants, wall.image_url)))
    .catch(() => {});
}
