interface ImageVariant {
  width: number;
  url: string;
}

/** `srcset` for the server's WebP variants, so the browser downloads only the width it needs. */
export function variantsSrcSet(variants: readonly ImageVariant[]) {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The narrowest variant at least `width` pixels wide, else the widest there is. */
export function pickVariant(variants: readonly ImageVariant[], width: number): ImageVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= width) ?? sorted.at(-1);
}

/** A full-width photo (a wall page's banner): the variants, and a 1280 px fallback. */
export function bannerImage(variants: readonly ImageVariant[], original: string) {
  return {
    src: pickVariant(variants, 1280)?.url ?? original,
    srcSet: variantsSrcSet(variants),
    sizes: '100vw',
  };
}
