import type { Wall } from '@spraybook/contract';
import { variantsSrcSet } from '../../../shared/util/image-variants';

/** The spotlight card's photo: full width on phones, half the card from 40em up. */
export function spotlightImage(wall: Pick<Wall, 'thumbnail_url' | 'image_variants'>) {
  return {
    src: wall.thumbnail_url,
    srcSet: variantsSrcSet(wall.image_variants),
    sizes: '(max-width: 40em) 100vw, 50vw',
  };
}
